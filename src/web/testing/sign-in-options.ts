import { SignInOptionsResponseSchema } from '../../shared/contracts/auth.ts';
import { answer } from './stub-api.ts';

/** The login screen asks how one may sign in: here, with a password only (docs/product.md §2.8). */
export const NO_PROVIDER = {
  'GET /api/auth/sign-in-options': answer(SignInOptionsResponseSchema, { oidc: null }),
};
