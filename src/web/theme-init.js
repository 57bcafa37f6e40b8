// Runs before the first paint so a dark theme never flashes white.
// Same key and values as src/web/features/theme/theme-store.ts.
(function () {
  var root = document.documentElement;
  var dark = false;
  try {
    var theme = window.localStorage.getItem('santa-secret-theme');
    if (theme === 'dark') dark = true;
    else if (theme !== 'light') {
      dark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    }
  } catch {
    // Storage or matchMedia unavailable: stay light.
  }
  if (dark) root.classList.add('dark');
  else root.classList.remove('dark');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
