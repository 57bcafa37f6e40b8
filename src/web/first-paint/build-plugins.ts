import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';
import type { Plugin } from 'vite';

/** src/web, the web app's root. */
const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** What the build does for the first paint (first-paint.ts): its two parts of index.html. */
export function firstPaint(language: Plugin): Plugin[] {
  return [inlineThemeScript(), prerenderLoginScreen(language)];
}

/**
 * Puts theme-init.js into the page itself, where index.html names it: it must run
 * before the first paint (a dark theme never flashes white), and as a file of its own it made
 * the first paint wait for one more round trip. The server allows this one inline
 * script by its hash (src/server/http/security-headers.ts).
 */
function inlineThemeScript(): Plugin {
  const tag = '<script src="/theme-init.js"></script>';
  return {
    name: 'secret-santa:inline-theme-script',
    transformIndexHtml(html) {
      if (!html.includes(tag)) throw new Error(`index.html no longer has ${tag}`);
      const script = readFileSync(new URL('./theme-init.js', import.meta.url), 'utf8').trim();
      return html.replace(tag, `<script>${script}</script>`);
    },
  };
}

/**
 * Writes the login screen into index.html's `#root`, rendered by React at build time
 * (prerender.tsx): the phone paints it with the HTML, and React adopts that markup
 * (`hydrateRoot`, src/web/main.tsx) instead of painting the screen a second time, which made
 * the page's largest paint wait for the JavaScript. Other addresses paint the splash beside it
 * (first-paint.ts).
 */
function prerenderLoginScreen(language: Plugin): Plugin {
  const placeholder = '<!--login-screen-->';
  return {
    name: 'secret-santa:prerender-login-screen',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(placeholder)) throw new Error(`index.html no longer has ${placeholder}`);
      const server = await createServer({
        configFile: false,
        root: webRoot,
        // The build's language: the login screen is drawn in its catalogue's words.
        plugins: [language, react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule('/first-paint/prerender.tsx')) as {
          prerenderLoginScreen: () => Promise<string>;
        };
        const markup = await module.prerenderLoginScreen();
        // The server allows one inline script, the theme's: the markup must bring none.
        if (markup.includes('<script'))
          throw new Error('the prerendered login screen has a script');
        return html.replace(placeholder, markup);
      } finally {
        await server.close();
      }
    },
  };
}
