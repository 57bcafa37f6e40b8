import { readStorage, writeStorage } from './storage.ts';

/** SPEC.md §3: the last e-mail typed at login, reused by the verification page. */
const LAST_LOGIN_EMAIL_KEY = 'lastLoginEmail';

export function readLastLoginEmail(): string | null {
  return readStorage(LAST_LOGIN_EMAIL_KEY);
}

export function rememberLastLoginEmail(email: string): void {
  const trimmed = email.trim();
  if (trimmed) writeStorage(LAST_LOGIN_EMAIL_KEY, trimmed);
}
