import { RegistrationConfirmationScreen } from '../features/registration/registration-confirmation-screen.tsx';

/** `/confirmer-inscription?token=…`: the link of the confirmation e-mail (docs/product.md §4.9). */
export default function RegistrationConfirmationRoute() {
  return <RegistrationConfirmationScreen />;
}
