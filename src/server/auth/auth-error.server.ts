import { APIError } from 'better-auth/api';
import { errorCodes } from '../../shared/contracts/api-error.ts';
import { messages } from '../../shared/messages.ts';
import { accountMessages } from '../../shared/account-messages.ts';
import { HttpError } from '../http/http-error.ts';

/** better-auth speaks English; the product answers in French with our error codes. */
export function toHttpError(error: unknown): unknown {
  if (!(error instanceof APIError)) return error;
  const code = error.body?.code;
  switch (code) {
    case 'EMAIL_NOT_VERIFIED':
      return new HttpError(403, errorCodes.emailNotVerified, messages.auth.emailNotConfirmedText);
    case 'INVALID_EMAIL_OR_PASSWORD':
    case 'INVALID_PASSWORD':
    case 'USER_NOT_FOUND':
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return new HttpError(401, errorCodes.invalidCredentials, messages.auth.invalidCredentials);
    case 'INVALID_TOKEN':
    case 'TOKEN_EXPIRED':
      return new HttpError(400, errorCodes.invalidToken, accountMessages.resetPassword.invalidLink);
    case 'PASSWORD_TOO_SHORT':
      return new HttpError(
        400,
        errorCodes.invalidInput,
        messages.auth.passwordTooShort,
        'password',
      );
    default:
      return error;
  }
}
