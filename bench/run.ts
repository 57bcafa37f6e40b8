import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

/**
 * `npm run bench` runs every benchmark below and prints its figures as Markdown;
 * `npm run bench -- --write` also rewrites docs/benchmarks.md with them.
 */
export interface Benchmark {
  name: string;
  /** Runs the benchmark, reporting progress through `log`, and returns a Markdown section. */
  run(log: (line: string) => void): string | Promise<string>;
}

/** Add a benchmark by adding its module here. */
const BENCHMARK_MODULES: Record<string, () => Promise<{ default: Benchmark }>> = {
  draw: () => import('./draw.ts'),
  'http-load': () => import('./http-load.ts'),
  'behind-nginx': () => import('./behind-nginx.ts'),
  'large-event': () => import('./large-event.ts'),
  'invite-all': () => import('./invite-all.ts'),
  lighthouse: () => import('./lighthouse.ts'),
  'large-group-browser': () => import('./large-group-browser.ts'),
  'test-suite': () => import('./test-suite.ts'),
};

const shouldWrite = process.argv.includes('--write');
// `npm run bench -- lighthouse draw` runs only those; docs/benchmarks.md is then left as it is.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = only.filter((name) => !(name in BENCHMARK_MODULES));
if (unknown.length > 0) {
  throw new Error(
    `Unknown benchmark ${unknown.join(', ')}: ${Object.keys(BENCHMARK_MODULES).join(', ')}`,
  );
}
// The benchmarks that start the server run its bundle, on the built web app (as npm start does).
const { buildIfStale } = (await import(new URL('../scripts/build.mjs', import.meta.url).href)) as {
  buildIfStale: () => Promise<void>;
};
await buildIfStale();
// Another process on a 2-core machine halves the figures: the load is written down with them.
const loadAtStart = loadavg()[0] ?? 0;
const sections: string[] = [];
for (const [name, load] of Object.entries(BENCHMARK_MODULES)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const benchmark = (await load()).default;
  console.log(`\n# ${benchmark.name}`);
  sections.push(await benchmark.run((line) => console.log(line)));
}

const today = new Date().toISOString().slice(0, 10);
const cores = cpus().length;
// Figures from two machines differ by their processor as much as by the code: it is named.
const processor = cpus()[0]?.model.trim() ?? 'unknown processor';
const loadNote =
  loadAtStart > cores
    ? 'other work was competing for the cores, so the times are inflated'
    : 'the machine was otherwise mostly idle';
const document = [
  '# Benchmarks',
  '',
  `Measured on ${today} with \`npm run bench -- --write\` (\`bench/run.ts\`) on ${cores} cores`,
  `(${processor}), Node ${process.versions.node}. Load average ${loadAtStart.toFixed(1)} when the run started: ${loadNote}.`,
  '',
  ...sections.flatMap((section) => [section, '']),
].join('\n');

console.log(`\n${document}`);
if (shouldWrite && only.length === 0) {
  writeFileSync(new URL('../docs/benchmarks.md', import.meta.url), document);
  console.log('docs/benchmarks.md written.');
} else if (shouldWrite) {
  console.log('Only some benchmarks ran: docs/benchmarks.md is left as it was.');
}
