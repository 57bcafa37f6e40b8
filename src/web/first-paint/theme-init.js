// Runs before the first paint so a dark theme never flashes white, and picks which of
// index.html's first paints shows (first-paint.ts, beside this file): the login screen on `/` for a
// browser not known to be signed in, the splash elsewhere.
// Same keys and values as src/web/lib/storage-keys.ts, src/web/features/theme/theme-store.ts and
// src/web/lib/current-secret-santa.ts.
(function () {
  var root = document.documentElement;
  var dark = false;
  var signedIn = false;
  try {
    var storage = window.localStorage;
    var theme = storage.getItem('santa-secret-theme');
    if (theme === 'dark') dark = true;
    else if (theme !== 'light') {
      dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    }
    signedIn = !!(
      storage.getItem('santa-secret-signed-in') || storage.getItem('current-secret-santa-id')
    );
  } catch {
    // Storage or matchMedia unavailable: stay light.
  }
  if (dark) root.classList.add('dark');
  else root.classList.remove('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
  var isLogin = window.location.pathname === '/' && !signedIn;
  root.setAttribute('data-first-paint', isLogin ? 'login' : 'splash');
  // The prerendered form does nothing when sent before React has adopted it (method="dialog"),
  // which waits for the page's code: mark it, and the login form sends it again once adopted
  // (first-paint.ts, takeOverEarlySubmit).
  if (isLogin) {
    document.addEventListener(
      'submit',
      function (event) {
        if (!root.hasAttribute('data-login-adopted')) {
          event.target.setAttribute('data-sent-early', '');
        }
      },
      true,
    );
  }
})();
