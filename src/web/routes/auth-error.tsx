import { AuthErrorScreen } from '../features/auth/auth-error-screen.tsx';

/** Both `/auth-error` and `/auth/error`. */
export default function AuthErrorRoute() {
  return <AuthErrorScreen />;
}
