/**
 * Public entry of the rule chain feature.
 * - `RuleChainEditorFeature`: the `<iot-rule-chain-editor rule-chain-id>` panel. It uses the page's shared session
 *   (sign in once, e.g. through `<iot-console>`), has its own toasts and dialogs, and lazy-loads the editor chunk
 *   (React Flow + CodeMirror). Opening another chain asks the host first with `iot-navigate`; when not prevented,
 *   the element switches to it itself.
 * The console's route `/ruleChains/:ruleChainId` (rule-chain-page-feature.tsx) shows the same gate: kept apart so the
 * element's initial chunks do not carry the router.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { subscribeReachability, unreachableServer } from '../../api/reachability';
import { presentApiErrors } from '../../session/notices';
import { useSession } from '../../session/use-session';
import { DialogsProvider } from '../../ui/dialog/dialog-service';
import { lazyComponent, useLazyComponent } from '../../ui/lazy/lazy-component';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { ToastProvider, useToast } from '../../ui/toast/toast-context';
import { ToastHost } from '../../ui/toast/toast-host';
import { v } from '../../ui/theme/tokens';
import { prefetchChain } from './api/rule-chain-queries';
import type { EditorEvents } from './editor/editor-workspace';

// The editor chunk (React Flow) starts loading when the gate first renders, beside the session restore. Not through
// Suspense: React holds a resolved boundary's reveal for up to 300 ms after its fallback, which left a cold open idle
// for ~200 ms after the chain had arrived (ui/lazy).
const editorChunk = lazyComponent(() => import('./editor/rule-chain-editor').then((m) => m.default));

/** Props of `<iot-rule-chain-editor>` (attributes and event callbacks mapped by the element). */
export interface RuleChainEditorFeatureProps {
  ruleChainId?: string;
  onRuleChainSave?: EditorEvents['onRuleChainSave'];
  onRuleNodeSelect?: EditorEvents['onRuleNodeSelect'];
  /** Cancelable `iot-navigate`: returns false when the host prevented it. */
  onNavigate?(detail: { path: string }): boolean | void;
}

/** The editor's frame, the gate's box in the element and in the console page. */
export const Frame = styled.div`
  position: relative;
  height: 100%;
  min-height: 480px;
  background: ${v('color-bg')};
`;

const Notice = styled.p`
  margin: 0;
  padding: 48px 24px;
  text-align: center;
  color: ${v('color-text-secondary')};
`;

/** Toasts for failures of the HTTP layer when the element stands alone (the console registers its own first). */
function ErrorToasts() {
  const toast = useToast();
  useEffect(() => presentApiErrors((e) => toast.show({ message: e.message, type: 'error' })), [toast]);
  return null;
}

/** Sign-in, role and chain checks, then the editor (its chunk loads beside the session restore). */
export function Gate({ ruleChainId, events }: { ruleChainId: string; events: EditorEvents }) {
  const { t } = useTranslation();
  const session = useSession();
  const unreachable = useSyncExternalStore(subscribeReachability, unreachableServer);
  const client = useQueryClient();
  const ready = session.isAuthenticated && session.authUser?.authority === 'TENANT_ADMIN' && !!ruleChainId;
  const RuleChainEditor = useLazyComponent(editorChunk);
  useEffect(() => {
    // Data requests start now, while the editor chunk may still be loading.
    if (ready) prefetchChain(client, ruleChainId);
  }, [ready, client, ruleChainId]);
  if (!session.isUserLoaded) return <ProgressBar label={t('common.loading')} />;
  if (!session.isAuthenticated && unreachable)
    return (
      <Notice role="alert" data-testid="rule-chain-unreachable">
        {t('panel.server-unreachable', { url: unreachable })}
      </Notice>
    );
  if (!session.isAuthenticated)
    return <Notice data-testid="rule-chain-sign-in">{t('rulechain.sign-in-required')}</Notice>;
  if (session.authUser?.authority !== 'TENANT_ADMIN')
    return <Notice data-testid="rule-chain-forbidden">{t('rulechain.tenant-only')}</Notice>;
  if (!ruleChainId) return <Notice data-testid="rule-chain-none">{t('rulechain.no-rulechain-id')}</Notice>;
  if (!RuleChainEditor) return <ProgressBar label={t('common.loading')} />;
  return <RuleChainEditor ruleChainId={ruleChainId} {...events} />;
}

export function RuleChainEditorFeature({
  ruleChainId = '',
  onRuleChainSave,
  onRuleNodeSelect,
  onNavigate,
}: RuleChainEditorFeatureProps) {
  const [opened, setOpened] = useState(ruleChainId);
  useEffect(() => setOpened(ruleChainId), [ruleChainId]);
  const events: EditorEvents = {
    onRuleChainSave,
    onRuleNodeSelect,
    onOpenChain: (id) => {
      if (onNavigate?.({ path: `/ruleChains/${id}` }) !== false) setOpened(id);
    },
  };
  return (
    <ToastProvider>
      <DialogsProvider>
        <Frame part="base">
          <ErrorToasts />
          <Gate ruleChainId={opened} events={events} />
          <ToastHost />
        </Frame>
      </DialogsProvider>
    </ToastProvider>
  );
}
