import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, FULL_CHROMIUM_PATH } from '../tests/support/browser.ts';
import { freePort } from '../tests/support/free-port.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
export type LighthouseCategory = (typeof CATEGORIES)[number];

export type LighthouseAudit = {
  url: string;
  /** This machine's speed as Lighthouse measures it, and the CPU slowdown it was given. */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  /** 0 to 100 per category. */
  scores: Record<LighthouseCategory, number>;
  /** The scored audits that lost points, to say what to fix. */
  findings: string[];
  /** The timings the performance score is made of, as Lighthouse displays them (e.g. "1.3 s"). */
  metrics: Record<(typeof METRICS)[number], string>;
};

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;

/**
 * Lighthouse's CPU slowdown is relative to the machine it runs on: its default 4× turns a
 * high-end desktop (BenchmarkIndex 1500 and up) into a mid-tier phone. On a slower or busier
 * machine, its documentation says to lower it in proportion
 * (github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md, "Calibrating the CPU
 * slowdown"): the phone emulated then stays the same, whatever else this machine is doing.
 * Never more than the default.
 */
const DEFAULT_CPU_SLOWDOWN = 4;
const DEFAULT_SLOWDOWN_HOST_INDEX = 1500;

function calibratedSlowdown(benchmarkIndex: number): number {
  const proportional = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / DEFAULT_SLOWDOWN_HOST_INDEX;
  return Math.min(DEFAULT_CPU_SLOWDOWN, Math.max(1, proportional));
}

/** The audit with the median performance score: Lighthouse's own advice on its variability. */
export function medianAudit(audits: readonly LighthouseAudit[]): LighthouseAudit {
  const sorted = [...audits].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Chromium with its debugging port open for Lighthouse, on a profile of its own: the pages a
 * journey opens here (to sign in, say) and the tabs Lighthouse opens share cookies and
 * localStorage, as one person's browser does.
 */
export async function launchLighthouseBrowser() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'secret-santa-lighthouse-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: FULL_CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    locale: 'fr-FR',
  });
  return {
    context,
    /** Lighthouse's mobile run: a phone's screen, slow 4G, and its CPU (calibrated), simulated. */
    audit: async (url: string): Promise<LighthouseAudit> => {
      // Lighthouse's own benchmark, run twice on a blank tab: the faster run is the machine.
      const blank = await context.newPage();
      const runs = [
        await blank.evaluate(pageFunctions.computeBenchmarkIndex),
        await blank.evaluate(pageFunctions.computeBenchmarkIndex),
      ];
      await blank.close();
      const benchmarkIndex = Math.max(...runs);
      const cpuSlowdownMultiplier = calibratedSlowdown(benchmarkIndex);
      const run = async () => {
        const result = await lighthouse(url, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          throttling: { cpuSlowdownMultiplier },
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        return result.lhr;
      };
      let lhr = await run();
      // "Something went wrong with recording the trace […]. Please run Lighthouse again."
      // (NO_NAVSTART, NO_FCP…): seen now and then on this busy 2-core machine. Once, as it says;
      // a page that really paints nothing fails again.
      if (lhr.runtimeError?.code.startsWith('NO_')) {
        console.warn(`Lighthouse ${lhr.runtimeError.code} on ${url}: running it again`);
        lhr = await run();
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      // LIGHTHOUSE_REPORTS=<folder> keeps each full report, to see where the time goes.
      const reports = process.env.LIGHTHOUSE_REPORTS;
      if (reports) {
        const name = new URL(url).pathname.split('/')[1] || 'home';
        writeFileSync(path.join(reports, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
      }
      const scores = {} as Record<LighthouseCategory, number>;
      const findings: string[] = [];
      for (const id of CATEGORIES) {
        const category = lhr.categories[id];
        scores[id] = Math.round((category?.score ?? 0) * 100);
        for (const ref of category?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight === 0 || !audit || audit.score === null || audit.score >= 1) continue;
          const value = audit.displayValue ? ` (${audit.displayValue})` : '';
          findings.push(`${id}: ${ref.id} ${Math.round(audit.score * 100)}${value}`);
        }
      }
      const metrics = Object.fromEntries(
        METRICS.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']),
      ) as LighthouseAudit['metrics'];
      return { url, benchmarkIndex, cpuSlowdownMultiplier, scores, findings, metrics };
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
