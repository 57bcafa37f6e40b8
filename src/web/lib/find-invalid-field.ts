import { errorCodes } from '../../shared/contracts/api-error.ts';
import { hasErrorCode } from './api-client.ts';

/**
 * When the server refused a form's input and named a field this form shows, that field and
 * the server's message, to put under it (`setError(invalid.field, { message })`).
 */
export function findInvalidField<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): { field: TField; message: string } | undefined {
  if (!hasErrorCode(error, errorCodes.invalidInput)) return undefined;
  const field = fields.find((candidate) => candidate === error.field);
  return field ? { field, message: error.message } : undefined;
}
