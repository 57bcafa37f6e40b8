import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/l/I). */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PROVISIONAL_PASSWORD_LENGTH = 8;
/** docs/product.md §4.6: a provisional password is valid 7 days. */
export const PROVISIONAL_PASSWORD_DAYS = 7;

/** 8 letters and digits from the system's secure random source (docs/product.md §4.6). */
export function generateProvisionalPassword(): string {
  let password = '';
  for (let i = 0; i < PROVISIONAL_PASSWORD_LENGTH; i++)
    password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
