/**
 * Dashboard selector: a dropdown on small screens; on larger ones a button that opens a popup panel
 * (300–320 px wide) with a filter field and the dashboard list, placed above or below and at start or end
 * depending on free space (panel-placement.ts). The panel is portalled into the shadow root; the list is a listbox
 * driven from the filter field (arrows, Enter picks, Escape closes and returns focus to the button).
 */
import {
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { isRtl } from '../direction';
import { useDomRoot } from '../dom-root';
import { ArrowDropDownIcon } from '../icons/control-icons';
import { Highlight, OptionRow, stepIndex } from '../listbox/listbox';
import { FloatingSurface } from '../popover/popover';
import { Select } from '../select/select';
import { breakpoints, v } from '../theme/tokens';
import {
  DASHBOARD_PANEL_MAX_HEIGHT,
  DASHBOARD_PANEL_MAX_WIDTH,
  DASHBOARD_PANEL_MIN_WIDTH,
  panelPlacement,
  type PanelPlacement,
} from './panel-placement';

/** A dashboard as the selector lists it. */
export interface DashboardOption {
  id: string;
  title: string;
}

export interface DashboardSelectProps {
  dashboards: readonly DashboardOption[];
  value: string | null;
  onChange(id: string): void;
  disabled?: boolean;
  testId?: string;
}

const Trigger = styled.button.attrs({ type: 'button' })`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  max-width: 100%;
  min-height: 36px;
  padding-block: 0;
  padding-inline: 12px 4px;
  font: inherit;
  font-size: 16px;
  font-weight: 500;
  border: none;
  border-radius: 4px;
  color: inherit;
  background: transparent;
  cursor: pointer;
  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover:not(:disabled),
  &:focus-visible {
    outline: none;
    background: color-mix(in srgb, currentColor 10%, transparent);
  }
`;

const Panel = styled(FloatingSurface)`
  display: flex;
  flex-direction: column;
  width: ${DASHBOARD_PANEL_MAX_WIDTH}px;
  min-width: ${DASHBOARD_PANEL_MIN_WIDTH}px;
  max-width: ${DASHBOARD_PANEL_MAX_WIDTH}px;
  max-height: ${DASHBOARD_PANEL_MAX_HEIGHT}px;
  overflow: hidden;
  & > input {
    margin: 8px 12px 4px;
    height: 36px;
    border: none;
    border-bottom: 1px solid ${v('color-divider')};
    background: transparent;
    color: ${v('color-text')};
    font: inherit;
    font-size: 16px;
    outline: none;
  }
  & > input:focus {
    border-bottom-color: ${v('color-primary')};
  }
  & > [role='listbox'] {
    overflow: auto;
    padding: 4px 0 8px;
  }
`;

/** Width of the element's host, followed with a ResizeObserver (an embedded console may be narrower than the window). */
function useHostWidth(): number {
  const { host } = useDomRoot();
  const [width, setWidth] = useState(() => host.getBoundingClientRect().width || globalThis.innerWidth);
  useEffect(() => {
    const ro = new ResizeObserver(([e]) => e && e.contentRect.width > 0 && setWidth(e.contentRect.width));
    ro.observe(host);
    return () => ro.disconnect();
  }, [host]);
  return width;
}

function PanelBody({
  dashboards,
  value,
  onPick,
}: {
  dashboards: readonly DashboardOption[];
  value: string | null;
  onPick(id: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const shown = dashboards.filter((d) => d.title.toLowerCase().includes(text.trim().toLowerCase()));
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      shown.findIndex((d) => d.id === value),
    ),
  );
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => stepIndex(i, e.key === 'ArrowDown' ? 1 : -1, shown.length));
    } else if (e.key === 'Enter' && shown[active]) {
      e.preventDefault();
      onPick(shown[active]!.id);
    }
  };
  return (
    <>
      <input
        type="search"
        value={text}
        placeholder={t('dashboard-select.filter')}
        aria-label={t('dashboard-select.filter')}
        role="combobox"
        aria-expanded
        aria-controls={`${id}-list`}
        aria-activedescendant={shown[active] ? `${id}-${shown[active]!.id}` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        data-testid="dashboard-select-filter"
      />
      <div role="listbox" id={`${id}-list`} aria-label={t('dashboard.dashboards')}>
        {shown.map((d, i) => (
          <OptionRow
            key={d.id}
            id={`${id}-${d.id}`}
            role="option"
            aria-selected={d.id === value}
            $active={i === active}
            $selected={d.id === value}
            onMouseEnter={() => setActive(i)}
            onClick={() => onPick(d.id)}
          >
            <Highlight text={d.title} query={text} />
          </OptionRow>
        ))}
        {shown.length === 0 ? (
          <OptionRow role="option" aria-disabled aria-selected={false} $muted>
            {t('dashboard.no-dashboards-matching', { entity: text.trim() })}
          </OptionRow>
        ) : null}
      </div>
    </>
  );
}

export function DashboardSelect({ dashboards, value, onChange, disabled, testId }: DashboardSelectProps) {
  const { t } = useTranslation();
  const { portalRoot } = useDomRoot();
  const wide = useHostWidth() >= breakpoints.md;
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<PanelPlacement>('bottom-start');
  const trigger = useRef<HTMLButtonElement | null>(null);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    strategy: 'fixed',
    middleware: [offset(4), shift({ padding: 8 })],
  });
  const { getFloatingProps } = useInteractions([useDismiss(context, { outsidePressEvent: 'mousedown' })]);
  const current = dashboards.find((d) => d.id === value);

  if (!wide) {
    return (
      <Select<string>
        label={t('dashboard-select.select-dashboard')}
        options={dashboards.map((d) => ({ value: d.id, label: d.title }))}
        value={value}
        onChange={onChange}
        disabled={disabled}
        testId={testId}
      />
    );
  }
  const openPanel = () => {
    const r = trigger.current!.getBoundingClientRect();
    setPlacement(panelPlacement(r, globalThis.innerWidth, globalThis.innerHeight, undefined, isRtl(trigger.current)));
    setOpen(true);
  };
  return (
    <>
      <Trigger
        ref={(el) => {
          trigger.current = el;
          refs.setReference(el);
        }}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={`${t('dashboard-select.select-dashboard')}: ${current?.title ?? ''}`}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openPanel())}
        data-testid={testId}
      >
        <span>{current?.title ?? t('dashboard-select.select-dashboard')}</span>
        <ArrowDropDownIcon />
      </Trigger>
      {open && portalRoot ? (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false} initialFocus={0} returnFocus>
            <Panel
              ref={refs.setFloating}
              style={floatingStyles}
              role="dialog"
              aria-label={t('dashboard-select.select-dashboard')}
              data-placement={placement}
              data-testid="dashboard-select-panel"
              {...getFloatingProps()}
            >
              <PanelBody
                dashboards={dashboards}
                value={value}
                onPick={(id) => {
                  setOpen(false);
                  onChange(id);
                }}
              />
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
