import { describe, expect, it } from 'vitest';
import { SignedInResponseSchema } from '../../shared/contracts/auth.ts';
import { answer, refusal } from './stub-api.ts';

describe('the stubbed API', () => {
  it('refuses, when the test is written, an answer its contract does not allow', () => {
    const user = { id: 'u1', email: 'rose@example.org', name: 'Rose', isAdmin: true as const };
    expect(answer(SignedInResponseSchema, { user }).body).toEqual({ user });
    expect(() =>
      answer(SignedInResponseSchema, { user: { ...user, isAdmin: false as unknown as true } }),
    ).toThrow(/breaks its contract/);
    expect(() => answer(SignedInResponseSchema, { user }, { status: 404 })).toThrow(/refusal/);
  });

  it('answers a refusal in the one error body of the API', () => {
    expect(refusal(409, { code: 'NAME_TAKEN', message: 'Pris', field: 'name' })).toEqual({
      status: 409,
      body: { error: { code: 'NAME_TAKEN', message: 'Pris', field: 'name' } },
    });
    expect(() => refusal(200, { code: 'INTERNAL', message: 'Oups' })).toThrow(/success/);
  });
});
