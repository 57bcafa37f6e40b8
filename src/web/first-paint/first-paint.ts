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
 *   on `takeOverEarlySubmit` and has no default values (features/auth/login-form.tsx).
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

/** Set once the login form is React's: the inline script stops marking early sends then. */
export const LOGIN_ADOPTED_ATTRIBUTE = 'data-login-adopted';

/**
 * Called by the login form in the commit that adopts it (a layout effect, so no event can come
 * between): from now on React handles its sends, and the inline script marks none. If the
 * person sent it before (while the page's code was still loading), it is sent again now; its
 * fields keep what was typed (login-form.tsx has no default values).
 */
export function takeOverEarlySubmit(form: HTMLFormElement | null): void {
  document.documentElement.setAttribute(LOGIN_ADOPTED_ATTRIBUTE, '');
  if (!form?.hasAttribute('data-sent-early')) return;
  form.removeAttribute('data-sent-early');
  form.requestSubmit();
}
