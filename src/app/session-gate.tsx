/**
 * Runs the startup parameters once when the console starts: token adoption, URL sign-in, public
 * sign-in, and the `loginError` dialog (login-error-dialog.tsx, loaded only when there is one). Credentials and
 * handled parameters are removed from the URL.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate } from 'react-router-dom';
import { getSession } from '../session/session';
import { applyStartupParams } from '../session/startup';
import { deferred } from '../ui/lazy/lazy-component';
import { ProgressBar } from '../ui/progress-bar/progress-bar';
import { createMobileBridge, emitToggleDashboardLayout, isMobileApp } from './mobile-bridge';

const LoginErrorDialog = deferred(() => import('./login-error-dialog').then((m) => m.LoginErrorDialog));

export function SessionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const [loginError, setLoginError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    const params = new URLSearchParams(location.search);
    void applyStartupParams(params).then((outcome) => {
      if (!live) return;
      if (outcome.remove.length) {
        outcome.remove.forEach((p) => params.delete(p));
        const search = params.toString();
        navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
      }
      setLoginError(outcome.loginError);
      setDone(true);
    });
    return () => {
      live = false;
    };
    // Startup parameters are read once, at start (no dependencies on purpose).
  }, []);

  useEffect(() => {
    if (!isMobileApp()) return undefined;
    const onMessage = createMobileBridge({
      navigate: (to, options) => navigate(to, options),
      adoptTokens: (access, refresh) => getSession().adoptTokens(access, refresh),
      toggleDashboardLayout: emitToggleDashboardLayout,
    });
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [navigate]);

  if (!done) return <ProgressBar label={t('common.loading')} />;
  return (
    <>
      {children}
      {loginError !== null ? <LoginErrorDialog message={loginError} onClose={() => setLoginError(null)} /> : null}
    </>
  );
}
