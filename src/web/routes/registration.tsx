import { useParams } from 'react-router';
import { RegistrationScreen } from '../features/registration/registration-screen.tsx';

/** `/r/:key` (or `/inscription/:key`): the sign-up link an organiser shares (docs/product.md §4.9). */
export default function RegistrationRoute() {
  const { key = '' } = useParams();
  return <RegistrationScreen key={key} linkKey={key} />;
}
