/**
 * Public entry of the auth feature: the sign-in module's routes under /login.
 * Composed by src/app; never imported by other features.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { ToastProvider } from '../../ui/toast/toast-context';
import { ToastHost } from '../../ui/toast/toast-host';
import { LoginPage } from './pages/login-page';
import { PasswordPairPage } from './pages/password-pair-page';
import { ResetRequestPage } from './pages/reset-request-page';

/** The sign-in screens with their own toast host (mismatch and link-sent messages are toasts). */
export function LoginFeature() {
  return (
    <ToastProvider>
      <LoginRoutes />
      <ToastHost />
    </ToastProvider>
  );
}

function LoginRoutes() {
  return (
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="resetPasswordRequest" element={<ResetRequestPage />} />
      <Route path="resetPassword" element={<PasswordPairPage mode="reset" />} />
      <Route path="resetExpiredPassword" element={<PasswordPairPage mode="expired" />} />
      <Route path="createPassword" element={<PasswordPairPage mode="create" />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}
