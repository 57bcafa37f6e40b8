import { storageKeys } from '../lib/storage-keys.ts';

/**
 * What the page paints before its JavaScript runs (on a phone over a slow network the
 * JavaScript takes seconds, the HTML does not; decision 0009). This folder holds all of it:
 *
 * - index.html has two first paints: `#splash`, the logo, name and tagline, for every address;
 *   and in `#root`, the login screen itself, prerendered by the build (build-plugins.ts,
 *   prerender.tsx), which React then adopts (`hydrateRoot`, main.tsx) instead of painting it
 *   again;
 * - the page's one inline script (theme-init.js, put there by build-plugins.ts) applies the
 *   theme and picks one paint before anything shows, on `<html data-first-paint>`, and
 *   styles.css hides the other: the login screen only on `/` for a browser not known to be
 *   signed in;
 * - this module: what the app needs of it at run time (below); the login screen's form relies
 *   on `sendAgainIfSentEarly` and has no default values (features/auth/login-form.tsx).
 *
 * The server leaves out the home screen's code from `/`'s preloads when signed out
 * (src/server/app.ts). first-paint.test.ts runs theme-init.js against this module's names.
 */
export const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/** Set while this browser is signed in: its `/` is not the login screen. */
export const SIGNED_IN_HINT_KEY = storageKeys.signedInHint;

/**
 * True when this page load painted the prerendered login screen, for React to adopt: its
 * first render of `/` is then the login screen while the session is asked, as the build
 * rendered it. Read once, before React's first commit removes the attribute.
 */
export const isLoginScreenPrerendered =
  typeof document !== 'undefined' &&
  document.documentElement.getAttribute(FIRST_PAINT_ATTRIBUTE) === 'login' &&
  document.getElementById('root')?.firstElementChild != null;

/** Called in React's first commit: its screen replaces (or has adopted) the first paint. */
export function handOffFirstPaint(): void {
  document.getElementById('splash')?.remove();
  document.documentElement.removeAttribute(FIRST_PAINT_ATTRIBUTE);
}

let sentEarly: HTMLFormElement | null = null;

/**
 * Called just before React adopts the page: remembers the login form if it was sent before
 * (the inline script marks it), and stops the inline script from marking it again.
 */
export function rememberEarlySubmit(): void {
  document.documentElement.setAttribute('data-react-started', '');
  sentEarly = document.querySelector<HTMLFormElement>('form[data-sent-early]');
  sentEarly?.removeAttribute('data-sent-early');
}

/**
 * Called by the login form once React has adopted it: sends it again if the person sent it
 * before. Its fields keep what was typed (login-form.tsx has no default values).
 */
export function sendAgainIfSentEarly(form: HTMLFormElement | null): void {
  if (!form || form !== sentEarly) return;
  sentEarly = null;
  form.requestSubmit();
}
