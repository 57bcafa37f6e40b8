import { storageKeys } from './storage-keys.ts';
import { readStorage, writeStorage } from './storage.ts';

/** The last e-mail typed at sign-in, reused by the auth error page (docs/product.md §9.2). */
export function readLastLoginEmail(): string | null {
  return readStorage(storageKeys.lastLoginEmail);
}

export function rememberLastLoginEmail(email: string): void {
  const trimmed = email.trim();
  if (trimmed) writeStorage(storageKeys.lastLoginEmail, trimmed);
}
