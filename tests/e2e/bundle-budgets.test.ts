import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type Language, LANGUAGES, webBuildOf } from '../../src/shared/language.ts';

/**
 * Decision 0009: the JavaScript (gzip) each page loads before it can be used, measured on the
 * production build that `npm test` makes, in each language (dist/web, dist/web/en: decision
 * 0025, each with its own catalogue), from Vite's manifest: the entry, the
 * screen's chunks, and every chunk they import statically (the browser preloads those).
 * Code a page downloads only when a person needs it (a form's checks, the first toast, the
 * theme menu, a refusal page) is printed beside it, not counted.
 */
const KB = 1000;

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** Each page, by the source modules of its screen (manifest keys are relative to src/web). */
const pages = [
  {
    name: 'participant space (/participant/:secretSantaId/:token?)',
    screens: ['routes/participant.tsx'],
    budget: 120 * KB,
  },
  {
    name: 'invitation (/invitation/…)',
    screens: ['routes/invitation.tsx'],
    budget: 120 * KB,
  },
  {
    // A form page, like the login screen: the participant form's fields and avatars load with it.
    name: 'sign-up link (/r/:key)',
    screens: ['routes/registration.tsx'],
    budget: 150 * KB,
  },
  {
    name: 'sign-up confirmation (/confirmer-inscription)',
    screens: ['routes/registration-confirmation.tsx'],
    budget: 120 * KB,
  },
  {
    name: 'login screen (/, signed out)',
    screens: ['routes/home.tsx', 'features/auth/auth-screen.tsx'],
    budget: 150 * KB,
  },
  {
    name: 'organiser dashboard (/, current event)',
    screens: ['routes/home.tsx', 'routes/dashboard/dashboard-screen.tsx'],
    budget: 250 * KB,
  },
];

/** Where a language's build is. */
const buildFolder = (language: Language) => path.resolve('dist/web', webBuildOf(language).folder);

function readManifest(language: Language): Manifest {
  const manifest = path.join(buildFolder(language), '.vite/manifest.json');
  if (!existsSync(manifest)) throw new Error(`${manifest} is missing: run "npm run build" first`);
  return JSON.parse(readFileSync(manifest, 'utf8')) as Manifest;
}

function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest: was it renamed?`);
  return chunk;
}

/** The keys of these chunks and of everything they import statically, transitively. */
function withStaticImports(manifest: Manifest, keys: string[], into = new Set<string>()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    withStaticImports(manifest, chunkOf(manifest, key).imports ?? [], into);
  }
  return into;
}

const gzipCache = new Map<string, number>();
/** Gzip at level 9, as the server sends it (the build's precompressed .gz files). */
function gzipBytes(file: string): number {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const bytes = gzipSync(readFileSync(file), { level: 9 }).length;
  gzipCache.set(file, bytes);
  return bytes;
}

function totalGzip(folder: string, manifest: Manifest, keys: Iterable<string>): number {
  const files = new Set([...keys].map((key) => chunkOf(manifest, key).file));
  return [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipBytes(path.join(folder, file)), 0);
}

const format = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

describe.each(LANGUAGES)('JavaScript budgets per page (decision 0009), in %s', (language) => {
  const folder = buildFolder(language);
  const manifest = readManifest(language);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  // Other pages, and the other screens of `/`, are not "on demand" for a page.
  const otherScreens = new Set(
    [entryKey, 'routes/home.tsx'].flatMap((key) => chunkOf(manifest, key).dynamicImports ?? []),
  );

  const measured = pages.map((page) => {
    const loaded = withStaticImports(manifest, [entryKey, ...page.screens]);
    const onDemandRoots = [...loaded]
      .flatMap((key) => chunkOf(manifest, key).dynamicImports ?? [])
      .filter(
        (key) =>
          !loaded.has(key) && !(otherScreens.has(key) && key.match(/^routes\/|-screen\.tsx$/)),
      );
    const onDemand = [...withStaticImports(manifest, onDemandRoots)].filter(
      (key) => !loaded.has(key),
    );
    return {
      ...page,
      loaded: totalGzip(folder, manifest, loaded),
      files: loaded.size,
      onDemand: totalGzip(folder, manifest, onDemand),
    };
  });

  console.log(
    [
      `JavaScript loaded per page in ${language} (gzip -9, 1 kB = 1000 bytes):`,
      ...measured.map(
        (page) =>
          `  ${page.name.padEnd(58)} ${format(page.loaded).padStart(9)} / ${format(page.budget)}` +
          ` in ${page.files} files; later, on demand: ${format(page.onDemand)}`,
      ),
    ].join('\n'),
  );

  for (const page of measured) {
    it(`${page.name}: at most ${format(page.budget)}`, () => {
      expect(page.loaded).toBeLessThanOrEqual(page.budget);
    });
  }
});
