/**
 * A system administrator landing on the default place (home) triggers the update check; when an update
 * is available an info notification shows at the bottom right. It stays until closed: it is news, not a status.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { checkForUpdatesOnce } from '../../session/updates';
import { useSession } from '../../session/use-session';
import { useToast } from '../../ui/toast/toast-context';

export function useUpdateCheck(): void {
  const { authUser } = useSession();
  const { pathname } = useLocation();
  const toastApi = useToast();
  const toast = useRef(toastApi);
  toast.current = toastApi;
  const userId = authUser?.authority === 'SYS_ADMIN' && !authUser.isPublic ? authUser.userId : null;
  const landed = pathname === '/home';
  useEffect(() => {
    if (!userId || !landed) return;
    // Asked once per user and page: the answer is shown even if the user has moved on meanwhile.
    void checkForUpdatesOnce(userId).then((message) => {
      if (message)
        toast.current.show({ message, type: 'info', horizontalPosition: 'right', verticalPosition: 'bottom' });
    });
  }, [userId, landed]);
}
