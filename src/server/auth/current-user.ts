import type { User } from '../../shared/contracts/auth.ts';

/** docs/product.md §2.6: the name comes from the account, else the part of the e-mail before @. */
export function toUser(account: { id: string; email: string; name: string | null }): User {
  return {
    id: account.id,
    email: account.email,
    name: account.name?.trim() || (account.email.split('@')[0] ?? account.email),
    isAdmin: true,
  };
}
