/**
 * Every name this app gives to what it keeps in the browser (localStorage and sessionStorage),
 * in one place; docs/product.md §11 lists them for people.
 *
 * New names follow one pattern: `secret-santa-<what>-`, in kebab case, followed by what tells
 * one entry from another (an event id, or a name derived from a link). Four names are older
 * than that pattern and keep their spelling, because browsers hold them already: renaming one
 * would lose a returning person's theme, current event, last e-mail or first paint. Three of
 * them are also read by the page's inline script (src/web/first-paint/theme-init.js), which cannot import
 * this module: first-paint.test.ts runs that script with these names.
 */

/** The prefixes of the names that end with an id, to find (and forget) them all. */
export const storageKeyPrefixes = {
  participantToken: 'secret-santa-participant-token-',
  spaceCopy: 'secret-santa-space-copy-',
  /** Where older versions kept a space in clear: looked for only to be deleted. */
  clearSpaceCopy: 'secret-santa-participant-space-',
} as const;

export const storageKeys = {
  /** 'Clair', 'Sombre' or 'Système' (docs/product.md §9.5); read by theme-init.js. */
  theme: 'santa-secret-theme',
  /** The event `/` opens on (docs/product.md §3.4); read by theme-init.js. */
  currentSecretSantaId: 'current-secret-santa-id',
  /** The last e-mail typed at sign-in, for the auth error page (docs/product.md §2.3, §9.2). */
  lastLoginEmail: 'lastLoginEmail',
  /** Set while this browser is signed in, for the first paint of `/` (src/web/first-paint/first-paint.ts). */
  signedInHint: 'santa-secret-signed-in',
  /** sessionStorage: the personal link's token this tab was given for an event. */
  participantToken: (secretSantaId: string) =>
    `${storageKeyPrefixes.participantToken}${secretSantaId}`,
  /** A participant space's offline copy (decision 0016), under an event id or a link's name. */
  spaceCopy: (name: string) => `${storageKeyPrefixes.spaceCopy}${name}`,
} as const;
