import { ResetPasswordScreen } from '../features/auth/reset-password-screen.tsx';

export default function ResetPasswordRoute() {
  return <ResetPasswordScreen />;
}
