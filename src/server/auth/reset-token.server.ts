import { Refusal } from '../../shared/refusal.ts';
import type { Auth } from './auth.server.ts';
import { runAuth } from './call-auth.server.ts';

/**
 * Whether a password-reset link can still be used, without using it: the page says at once
 * that a spent or expired link is (docs/product.md §9.1), instead of after a new password was
 * typed twice. better-auth keeps the token as `reset-password:{token}` in `verifications`.
 */
export async function checkResetToken(auth: Auth, input: { token: string; now: Date }) {
  const verification = await runAuth(async () =>
    (await auth.$context).internalAdapter.findVerificationValue(`reset-password:${input.token}`),
  );
  if (!verification || verification.expiresAt <= input.now) {
    throw new Refusal('resetLinkInvalid', {}, 'token');
  }
}
