import { useNavigate, useSearchParams } from 'react-router';
import { LoginForm } from '../features/auth/login-form.tsx';
import { CoOrganiserInvitationScreen } from '../features/co-organisers/invitation-screen.tsx';

/**
 * `/co-organiser?token=…`: an invitation to co-organise an event (docs/product.md §3.8), with the
 * login form for whoever opens it signed out.
 */
export default function CoOrganiserInvitationRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <CoOrganiserInvitationScreen
      token={searchParams.get('token') ?? ''}
      signIn={<LoginForm onForgotPassword={() => navigate('/')} />}
    />
  );
}
