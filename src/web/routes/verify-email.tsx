import { VerifyEmailScreen } from '../features/auth/verify-email-screen.tsx';

/** `/verify-email?token=…`: the link of the sign-up e-mail (docs/decisions/0013). */
export default function VerifyEmailRoute() {
  return <VerifyEmailScreen />;
}
