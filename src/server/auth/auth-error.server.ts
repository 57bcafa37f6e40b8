import { APIError } from 'better-auth/api';
import { Refusal } from '../../shared/refusal.ts';

/** better-auth speaks English and of itself; the product answers with its own refusals. */
export function toRefusal(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = error.body?.code;
  switch (code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return new Refusal('invalidCredentials');
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new Refusal('resetLinkInvalid');
    case 'PASSWORD_TOO_SHORT':
      return new Refusal('passwordTooShort', {}, 'password');
    default:
      return error;
  }
}
