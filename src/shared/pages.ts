import type { Language } from './language.ts';

/**
 * Every page of the app: its address, as React Router writes it, and the screen that shows it,
 * a module `src/web/routes/<screen>.tsx` of its own (one chunk each, loaded when first shown).
 * The web app's router is built from this list, and the server names each page's code in the
 * page itself (src/server/app.ts), so that both always agree. Any other address shows the 404.
 */
export const pages = [
  { path: '/', screen: 'home' },
  // An organiser's event, on one of its tabs (docs/product.md §3.4); `/` reopens the last one.
  { path: '/secret-santas/:secretSantaId/:tab?', screen: 'home' },
  { path: '/reset-password', screen: 'reset-password' },
  { path: '/verify-email', screen: 'verify-email' },
  // Two paths for one page (docs/product.md §9.2).
  { path: '/auth-error', screen: 'auth-error' },
  { path: '/auth/error', screen: 'auth-error' },
  // Optional segments: an incomplete link says what is missing instead of a 404.
  { path: '/invitation/:santaId?/:encodedEmail?', screen: 'invitation' },
  // The personal link carries a signed token; without it, the session (docs/product.md §7.1).
  { path: '/participant/:secretSantaId/:token?', screen: 'participant' },
  { path: '/santa-auth/:secretSantaId', screen: 'santa-auth' },
  // A reminder's link to stop the event's reminders: the page asks, its button acts (§6.9).
  { path: '/stop/:secretSantaId/:token', screen: 'stop-reminders' },
  // The sign-up link an organiser shares, in no one language since anyone may receive it, and
  // its earlier French address, still on printed QR codes (docs/product.md §4.9).
  { path: '/r/:key', screen: 'registration' },
  { path: '/inscription/:key', screen: 'registration' },
  // The link that confirms a sign-up, in its reader's language (CONFIRMATION_PATHS).
  { path: '/confirmer-inscription', screen: 'registration-confirmation' },
  { path: '/confirm-sign-up', screen: 'registration-confirmation' },
  { path: '/confirmar-inscripcion', screen: 'registration-confirmation' },
  { path: '/anmeldung-bestaetigen', screen: 'registration-confirmation' },
  // An invitation to co-organise an event: the page asks, its button accepts (§3.7).
  { path: '/co-organiser', screen: 'co-organiser' },
] as const;

/** Where an invitation to co-organise leads (`{publicUrl}/co-organiser?token=…`). */
export const CO_ORGANISER_INVITATION_PATH = '/co-organiser';

/** Where the sign-up link an organiser shares leads (`{publicUrl}/r/{key}`). */
export const REGISTRATION_PATH = '/r';

/** The page that confirms a sign-up, in the language of the e-mail that links to it. */
export const CONFIRMATION_PATHS: Record<Language, string> = {
  fr: '/confirmer-inscription',
  en: '/confirm-sign-up',
  es: '/confirmar-inscripcion',
  de: '/anmeldung-bestaetigen',
};

export type Screen = (typeof pages)[number]['screen'];

/**
 * The fragment that opens the participant space on its messages: the message e-mail's
 * « Répondre dans mon espace » ends with it (docs/product.md §7.7).
 */
export const SPACE_MESSAGES_FRAGMENT = 'messages';

/** Whether `pathname` is one of `pattern`'s addresses, as React Router matches them. */
function matches(pattern: string, pathname: string): boolean {
  const segments = pattern.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}/?$`, 'i').test(pathname);
}

/** The screen that shows `pathname`, or undefined for the 404. */
export function screenOf(pathname: string): Screen | undefined {
  return pages.find((page) => matches(page.path, pathname))?.screen;
}
