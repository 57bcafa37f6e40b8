import { startE2eServer } from '../tests/support/e2e-server.ts';
import { launchLighthouseBrowser, medianAudit } from '../tests/support/lighthouse.ts';
import { auditProductPages } from '../tests/support/lighthouse-journey.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import type { Benchmark } from './run.ts';

/** Lighthouse's own advice on its variability: run it several times and keep the median. */
const RUNS = 5;

const benchmark: Benchmark = {
  name: 'Lighthouse on a phone',
  async run(log) {
    const sink = await startSmtpSink();
    const server = await startE2eServer({ smtpUrl: sink.url });
    const browser = await launchLighthouseBrowser();
    let audits;
    try {
      audits = await auditProductPages(browser, { server, sink }, RUNS);
    } finally {
      await browser.close();
      await server.stop();
      await sink.close();
    }
    const rows = Object.entries(audits).map(([page, runs]) => {
      const { scores, metrics, cpuSlowdownMultiplier } = medianAudit(runs);
      const performances = runs.map((run) => run.scores.performance);
      log(`  ${page}: performance ${performances.join(', ')}`);
      return (
        `| ${page} | **${scores.performance}** (${Math.min(...performances)}–${Math.max(...performances)}) ` +
        `| ${scores.accessibility} | ${scores['best-practices']} ` +
        `| ${metrics['first-contentful-paint']} | ${metrics['largest-contentful-paint']} ` +
        `| ${metrics['total-blocking-time']} | ${metrics['speed-index']} | ${metrics['cumulative-layout-shift']} ` +
        `| ${cpuSlowdownMultiplier.toFixed(1)}× |`
      );
    });
    return [
      `## ${this.name}`,
      '',
      "Lighthouse's mobile run (simulated slow 4G and a mid-tier phone's CPU) on the real server, with",
      `Debian's Chromium (\`bench/lighthouse.ts\`, the journey of \`tests/e2e/lighthouse.test.ts\`). Each page is`,
      `audited ${RUNS} times: the run with the median performance score is shown, with the range of the ${RUNS}.`,
      'The CPU slowdown is calibrated to the machine as Lighthouse documents it (tests/support/lighthouse.ts).',
      'Target: performance at least 95, accessibility 100, best practices at least 95.',
      '',
      '| page | performance | accessibility | best practices | FCP | LCP | TBT | Speed Index | CLS | CPU slowdown |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
  },
};

export default benchmark;
