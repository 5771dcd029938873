/**
 * Renders the toast of one target (`root` by default): a snackbar at the requested corner (bottom on small screens)
 * or, for other targets on wide screens, a panel over its container. Place it inside a positioned container.
 */
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled, { css, keyframes } from 'styled-components';
import { IconButton } from '../button/button';
import { ErrorIcon } from '../icons/icons';
import { CheckCircleIcon, CloseIcon, InfoIcon, WarningIcon } from '../icons/status-icons';
import { breakpoints, v } from '../theme/tokens';
import { useToastBus } from './toast-context';
import {
  createToastHost,
  TOAST_ANIMATION_MS,
  type ShownToast,
  type ToastHostModel,
  type ToastType,
} from './toast-store';

const fadeIn = keyframes`from { opacity: 0; transform: scale(0.96); } to { opacity: 1; transform: none; }`;

const COLORS: Record<ToastType, string> = {
  error: '#c62828',
  warn: '#e65100',
  success: '#2e7d32',
  info: '#323a45',
};

const Box = styled.div<{ $t: ShownToast }>`
  position: absolute;
  z-index: 1100;
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: min(288px, calc(100% - 16px));
  max-width: min(568px, calc(100% - 16px));
  padding-block: 6px;
  padding-inline: 16px 6px;
  border-radius: 4px;
  color: #fff;
  background: ${(p) => COLORS[p.$t.type]};
  box-shadow: ${v('shadow-4')};
  animation: ${fadeIn} ${TOAST_ANIMATION_MS}ms ease-out;
  transition: opacity ${TOAST_ANIMATION_MS}ms ease-in;
  opacity: ${(p) => (p.$t.closing ? 0 : 1)};
  ${(p) => (p.$t.vertical === 'top' ? 'top: 8px;' : 'bottom: 8px;')}
  ${(p) =>
    p.$t.horizontal === 'center'
      ? css`inset-inline: 0; margin-inline: auto; width: fit-content;`
      : p.$t.horizontal === 'right' || p.$t.horizontal === 'end'
        ? 'inset-inline-end: 8px;'
        : 'inset-inline-start: 8px;'}
  ${(p) => p.$t.mode === 'panel' && css`inset-inline-start: 8px; inset-inline-end: 8px; max-width: none;`}
  p {
    flex: 1;
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${breakpoints.md - 1}px) {
    inset-inline-start: 8px;
    inset-inline-end: 8px;
    max-width: none;
    width: auto;
  }
`;

const ICONS = { error: ErrorIcon, warn: WarningIcon, success: CheckCircleIcon, info: InfoIcon } as const;

function useHostModel(target: string, wide: boolean | undefined): ToastHostModel {
  const wideRef = useRef(wide);
  wideRef.current = wide;
  const [model] = useState(() =>
    createToastHost({
      target,
      isWide: () => wideRef.current ?? globalThis.matchMedia?.(`(min-width: ${breakpoints.md}px)`).matches ?? true,
    }),
  );
  const bus = useToastBus();
  // Subscribed at commit (layout effect), before any passive effect of the tree runs: a toast requested by a
  // component's mount effect, or by a click right after the host appears, is never lost.
  useLayoutEffect(() => {
    if (!bus) return;
    const off = bus.subscribe((e) => (e.kind === 'show' ? model.receive(e.request) : model.hide(e.target)));
    return () => {
      off();
      model.dispose();
    };
  }, [bus, model]);
  return model;
}

/** The toast outlet of one target. `wide`: the container is wider than small (default: the window is). */
export function ToastHost({ target = 'root', wide }: { target?: string; wide?: boolean }) {
  const { t } = useTranslation();
  const model = useHostModel(target, wide);
  const toast = useSyncExternalStore(model.subscribe, model.getSnapshot, model.getSnapshot);
  if (!toast) return null;
  const Icon = ICONS[toast.type];
  const urgent = toast.type === 'error' || toast.type === 'warn';
  return (
    <Box
      key={toast.id}
      $t={toast}
      role={urgent ? 'alert' : 'status'}
      data-testid={`toast-${target}`}
      data-type={toast.type}
      data-mode={toast.mode}
      data-vertical={toast.vertical}
      className={toast.panelClass}
      onPointerEnter={() => model.hold(true)}
      onPointerLeave={() => model.hold(false)}
      onFocus={() => model.hold(true)}
      onBlur={() => model.hold(false)}
    >
      <Icon size={20} />
      <p>{toast.message}</p>
      <IconButton aria-label={t('action.close')} title={t('action.close')} onClick={() => model.dismiss()}>
        <CloseIcon size={20} />
      </IconButton>
    </Box>
  );
}
