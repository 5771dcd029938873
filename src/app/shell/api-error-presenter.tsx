/**
 * Shows what the HTTP layer reports: 403 → the forbidden dialog, any other failure → an error toast
 * with the server's message. Registered through the page-wide channel, so with several elements on a page each
 * failure is shown once.
 */
import { useEffect, useRef } from 'react';
import { presentApiErrors } from '../../session/notices';
import { useToast } from '../../ui/toast/toast-context';
import { useAppDialogs } from './app-dialogs';

export function ApiErrorPresenter() {
  const toast = useToast();
  const dialogs = useAppDialogs();
  const services = useRef({ toast, dialogs });
  services.current = { toast, dialogs };
  // Subscribe once: re-subscribing would move this element behind others in the page's presenter order.
  useEffect(
    () =>
      presentApiErrors((error) => {
        const { toast, dialogs } = services.current;
        if (error.status === 403) void dialogs.forbidden();
        else toast.show({ message: error.message, type: 'error' });
      }),
    [],
  );
  return null;
}
