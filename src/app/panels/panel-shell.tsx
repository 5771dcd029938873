/**
 * The frame of a standalone panel element (`<iot-device-list>`, `<iot-asset-list>`, `<iot-customer-list>`): its
 * own toast, dialog and error-presenting services (the console shell is not there), and a session gate — loading
 * while the page's shared session is restored, a sign-in hint when nobody is signed in, or, when the server gave
 * no answer at all, which server could not be reached.
 */
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { subscribeReachability, unreachableServer } from '../../api/reachability';
import { useSession } from '../../session/use-session';
import { DialogsProvider } from '../../ui/dialog/dialog-service';
import { ErrorIcon } from '../../ui/icons/icons';
import { LockIcon } from '../../ui/icons/nav-icons';
import { ProgressBar } from '../../ui/progress-bar/progress-bar';
import { v } from '../../ui/theme/tokens';
import { ToastProvider } from '../../ui/toast/toast-context';
import { ToastHost } from '../../ui/toast/toast-host';
import { EmptyState } from '../pages/empty-state';
import { ApiErrorPresenter } from '../shell/api-error-presenter';

const Frame = styled.div`
  position: relative;
  height: 100%;
  min-height: 360px;
  display: flex;
  flex-direction: column;
  background: ${v('color-bg')};
  & > [data-fill-page] {
    flex: 1 1 0;
  }
`;

function Gate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const unreachable = useSyncExternalStore(subscribeReachability, unreachableServer);
  if (session.status === 'loading' || !session.isUserLoaded) return <ProgressBar label={t('common.loading')} />;
  if (!session.isAuthenticated && unreachable) {
    return (
      <EmptyState
        icon={ErrorIcon}
        title={t('panel.server-unreachable', { url: unreachable })}
        text={t('panel.server-unreachable-text')}
        testId="panel-unreachable"
      />
    );
  }
  if (!session.isAuthenticated)
    return (
      <EmptyState
        icon={LockIcon}
        title={t('panel.sign-in-required')}
        text={t('panel.sign-in-required-text')}
        testId="panel-signed-out"
      />
    );
  return <>{children}</>;
}

/** Wrap a panel feature. */
export function PanelShell({ children }: { children: ReactNode }) {
  return (
    <ToastProvider>
      <DialogsProvider>
        <Frame part="base" data-testid="panel">
          <Gate>{children}</Gate>
          <ToastHost />
          <ApiErrorPresenter />
        </Frame>
      </DialogsProvider>
    </ToastProvider>
  );
}
