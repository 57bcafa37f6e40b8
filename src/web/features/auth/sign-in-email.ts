/**
 * The e-mail `/`'s login form fills in, handed over in the router's state of the link that
 * opens it (the activation page of a link already used, docs/product.md §2.2): never in the
 * address, where it would be kept in the history and the server's logs.
 */
export function signInState(email: string): { signInEmail: string } {
  return { signInEmail: email };
}

/** The e-mail a link handed over to the login form, if any. */
export function signInEmailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('signInEmail' in state)) return null;
  return typeof state.signInEmail === 'string' ? state.signInEmail : null;
}
