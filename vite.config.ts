import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { createServer, defineConfig } from 'vite';
import type { Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const apiServer = 'http://localhost:3000';
const COMPRESSIBLE = /\.(js|css|svg|html)$/;
/** Below this, compression saves less than its own headers. */
const MIN_COMPRESSIBLE_BYTES = 1024;

/**
 * Puts src/web/theme-init.js into the page itself, where index.html names it: it must run
 * before the first paint (a dark theme never flashes white), and as a file of its own it made
 * the first paint wait for one more round trip (issue #7). The server allows this one inline
 * script by its hash (src/server/http/security-headers.ts).
 */
function inlineThemeScript(): Plugin {
  const tag = '<script src="/theme-init.js"></script>';
  return {
    name: 'secret-santa:inline-theme-script',
    transformIndexHtml(html) {
      if (!html.includes(tag)) throw new Error(`index.html no longer has ${tag}`);
      const script = readFileSync(path.join(webRoot, 'theme-init.js'), 'utf8').trim();
      return html.replace(tag, `<script>${script}</script>`);
    },
  };
}

/**
 * Writes the login screen into index.html's `#root`, rendered by React at build time
 * (src/web/prerender.tsx): the phone paints it with the HTML, and React adopts that markup
 * (`hydrateRoot`, src/web/main.tsx) instead of painting the screen a second time, which made
 * the page's largest paint wait for the JavaScript (issue #7). Other addresses paint the
 * splash beside it (src/web/first-paint.ts).
 */
function prerenderLoginScreen(): Plugin {
  const placeholder = '<!--login-screen-->';
  return {
    name: 'secret-santa:prerender-login-screen',
    apply: 'build',
    async transformIndexHtml(html) {
      if (!html.includes(placeholder)) throw new Error(`index.html no longer has ${placeholder}`);
      const server = await createServer({
        configFile: false,
        root: webRoot,
        plugins: [react()],
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const module = (await server.ssrLoadModule('/prerender.tsx')) as {
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

/**
 * Writes a .br and a .gz beside each text file of the build, compressed once at the highest
 * levels; the server sends them as they are to browsers that accept them (src/server/app.ts).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'secret-santa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
        const source = readFileSync(path.join(outDir, file));
        if (source.length < MIN_COMPRESSIBLE_BYTES) continue;
        writeFileSync(path.join(outDir, `${file}.gz`), gzipSync(source, { level: 9 }));
        const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
        writeFileSync(path.join(outDir, `${file}.br`), brotliCompressSync(source, brotliOptions));
      }
    },
  };
}

// The web app lives in src/web and is built into dist/web, which the Node server serves.
// In development the API (and the local mailbox under /dev) is the server on port 3000.
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), inlineThemeScript(), prerenderLoginScreen(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // Which files each screen loads: tests/e2e/bundle-budgets.test.ts reads it.
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // Building a zod schema has no side effect, so a shared contract module imported for
        // a constant (e.g. `errorCodes`) does not drag zod into the page. Keep it that way:
        // a bare `z.config(…)` call would be dropped from the web build.
        manualPureFunctions: ['z'],
      },
      output: {
        codeSplitting: {
          // What every page runs, in one file: it compresses better than the handful of
          // pieces the bundler would cut it into, and stays cached while the app changes.
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiServer,
      '/dev': apiServer,
    },
  },
});
