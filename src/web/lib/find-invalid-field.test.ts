import { describe, expect, it } from 'vitest';
import { errorCodes } from '../../shared/contracts/api-error.ts';
import { ApiClientError } from './api-client.ts';
import { findInvalidField } from './find-invalid-field.ts';

const formFields = ['email', 'password'] as const;

function refusal(code: string, field?: string) {
  return new ApiClientError({ status: 400, code, message: 'Email invalide', field });
}

describe('findInvalidField', () => {
  it("gives the field and the server's message for an invalid input on a shown field", () => {
    expect(findInvalidField(refusal(errorCodes.invalidInput, 'email'), formFields)).toEqual({
      field: 'email',
      message: 'Email invalide',
    });
  });

  it('gives nothing when the field is not on the form, or the refusal is of another kind', () => {
    expect(findInvalidField(refusal(errorCodes.invalidInput, 'name'), formFields)).toBeUndefined();
    expect(findInvalidField(refusal(errorCodes.invalidInput), formFields)).toBeUndefined();
    expect(findInvalidField(refusal(errorCodes.notFound, 'email'), formFields)).toBeUndefined();
    expect(findInvalidField(new Error('offline'), formFields)).toBeUndefined();
  });
});
