import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import {
  launchLighthouseBrowser,
  medianAudit,
  type LighthouseAudit,
} from '../support/lighthouse.ts';
import { auditProductPages } from '../support/lighthouse-journey.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';

/**
 * On a phone. Accessibility and best practices are properties of the page: asserted at
 * decision 0009's targets. Performance is a timing, lower whenever other tests share the cores,
 * so it is measured by `npm run bench` (bench/lighthouse.ts: the median of several runs on a
 * quiet machine, written to docs/benchmarks.md); here only a collapse fails, in the median of
 * three audits: one audit of the dashboard alone on the machine scored from 79 to 97.
 */
const RUNS = 3;
const minimumScores = { performance: 80, accessibility: 100, 'best-practices': 95 };

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: E2eServer;
let browser: Awaited<ReturnType<typeof launchLighthouseBrowser>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startE2eServer({ smtpUrl: sink.url });
  browser = await launchLighthouseBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await sink?.close();
});

/** What falls short of the minimum, with the audits that cost the points. */
function shortfalls(name: string, audit: LighthouseAudit): string[] {
  return Object.entries(minimumScores)
    .filter(([category, minimum]) => audit.scores[category as keyof typeof minimumScores] < minimum)
    .map(([category, minimum]) => {
      const score = audit.scores[category as keyof typeof minimumScores];
      const why = audit.findings.filter((finding) => finding.startsWith(`${category}:`));
      return `${name}: ${category} ${score} < ${minimum} — ${why.join('; ')}`;
    });
}

describe('Lighthouse on a phone (decision 0009)', () => {
  it('scores the login screen, the dashboard and the participant space', async () => {
    const audits = Object.entries(await auditProductPages(browser, { server, sink }, RUNS)).map(
      ([name, runs]) => ({ name, audit: medianAudit(runs) }),
    );
    console.log(
      [
        `Lighthouse, mobile, the median of ${RUNS} audits (performance / accessibility / best practices):`,
        ...audits.map(
          ({ name, audit: { scores, benchmarkIndex, cpuSlowdownMultiplier } }) =>
            `  ${name.padEnd(18)} ${scores.performance} / ${scores.accessibility} / ${scores['best-practices']}` +
            `   (BenchmarkIndex ${Math.round(benchmarkIndex)}, CPU slowdown ${cpuSlowdownMultiplier.toFixed(1)}×)`,
        ),
      ].join('\n'),
    );
    const failures = audits.flatMap(({ name, audit }) => shortfalls(name, audit));
    expect(failures).toEqual([]);
  });
});
