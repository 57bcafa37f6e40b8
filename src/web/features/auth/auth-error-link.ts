/** The error code the login screen sends to the verification page. */
export const EMAIL_NOT_CONFIRMED = 'email_not_confirmed';

/** Where a sign-in with the company's provider that fails lands (docs/product.md §2.8). */
export const PROVIDER_SIGN_IN = 'oidc';

export interface AuthErrorParams {
  code: string | null;
  /** `source=oidc`: the provider's sign-in failed, not a verification link. */
  source: string | null;
  description: string | null;
  email: string | null;
}

/** `/auth-error#error_code=…&error_description=…&email=…` (docs/product.md §2.3, §9.2). */
export function buildAuthErrorHref(params: { code: string; description: string; email: string }) {
  // encodeURIComponent (spaces as %20) so any reader decodes it, not only URLSearchParams.
  const hash = [
    `error_code=${encodeURIComponent(params.code)}`,
    `error_description=${encodeURIComponent(params.description)}`,
    `email=${encodeURIComponent(params.email)}`,
  ].join('&');
  return `/auth-error#${hash}`;
}

/** Reads the parameters from the hash first (the server's redirect), else the query string. */
export function readAuthErrorParams(location: { hash: string; search: string }): AuthErrorParams {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const fromQuery = new URLSearchParams(location.search);
  const read = (key: string) => fromHash.get(key) || fromQuery.get(key) || null;
  return {
    code: read('error_code'),
    source: read('source'),
    description: read('error_description'),
    email: read('email'),
  };
}
