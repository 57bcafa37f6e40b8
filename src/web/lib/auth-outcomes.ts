import type { User } from '../../shared/contracts/auth.ts';
import { toast } from './toast.ts';
import type { Refusal } from './use-api-form.ts';
import { accountMessages } from '../../shared/account-messages.ts';

const t = accountMessages.auth;

/*
 * How a sign-in or a sign-up tells its outcome: the same on the organiser's forms (`/`) and on
 * the participant's (`/santa-auth/:id`), which work the same way (docs/product.md §2.1, §2.3,
 * §8.2, §8.3).
 */

export const signInRefusal: Refusal = { fallback: t.loginFailedToast };

export const signUpRefusal: Refusal = { fallback: t.registerFailedGeneric };

export function toastSignedIn(user: User): void {
  toast.success(t.loginSuccessTitle, { description: t.loginSuccessText(user.name) });
}

export function toastSignedUp(): void {
  toast.success(t.registerSuccessTitle, { description: t.registerSuccessText });
}
