import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { buildOfLanguage, catalogueLanguage } from './src/web/build-language.ts';
import { firstPaint } from './src/web/first-paint/build-plugins.ts';
import { isLanguage, DEFAULT_LANGUAGE } from './src/shared/language.ts';

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const apiServer = 'http://localhost:3000';
const COMPRESSIBLE = /\.(js|css|svg|html)$/;
/** Below this, compression saves less than its own headers. */
const MIN_COMPRESSIBLE_BYTES = 1024;

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

// The web app lives in src/web and is built into dist/web, which the Node server serves:
// `vite build` in French, `vite build --mode en` in English into dist/web/en (decision 0025).
// In development the API (and the local mailbox under /dev) is the server on port 3000.
export default defineConfig(({ mode }) => {
  const language = isLanguage(mode) ? mode : DEFAULT_LANGUAGE;
  const { outDir, base } = buildOfLanguage(language);
  return {
    root: webRoot,
    base,
    plugins: [
      catalogueLanguage(language),
      react(),
      tailwindcss(),
      ...firstPaint(catalogueLanguage(language)),
      precompress(),
    ],
    build: {
      outDir,
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
                // TanStack Query only: TanStack Virtual serves the organiser's long lists alone.
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](react-query|query-core))[\\/]/,
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
  };
});
