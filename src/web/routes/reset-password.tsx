import { ResetPasswordScreen } from '../features/auth/reset-password-screen.tsx';

export function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
