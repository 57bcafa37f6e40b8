import { mailMessages } from '../src/shared/mail-messages.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import {
  createOrganiserWithEvent,
  expectStatus,
  startBenchServer,
  type ApiClient,
  type SmtpSink,
} from './bench-server.ts';
import type { Benchmark } from './run.ts';

/** A company's list, then the largest event an import makes (docs/product.md §4.8). */
const SIZES = [400, 10_000];
const EVENT_NAME = 'Entreprise';
/** Reads asked while the invitations go out: their median says whether requests still flow. */
const READS_WHILE_SENDING = 5;

type Figures = {
  size: number;
  /** 'Inviter tout le monde', from the request to the end of its answer. */
  requestMs: number;
  /** From the request to the last invitation taken by the SMTP server. */
  allSentSeconds: number;
  perSecond: number;
  /** The progress card's read and the dashboard's, while the invitations are being sent. */
  progressMs: number;
  dashboardMs: number;
};

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/** Medians of the reads the Participants tab makes while the worker sends. */
async function readsWhileSending(api: ApiClient, event: string) {
  const progress: number[] = [];
  const dashboard: number[] = [];
  for (let run = 0; run < READS_WHILE_SENDING; run++) {
    progress.push(
      expectStatus(await api('GET', `${event}/players/invitations`), 200, 'progress').ms,
    );
    dashboard.push(expectStatus(await api('GET', event), 200, 'dashboard').ms);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { progressMs: median(progress), dashboardMs: median(dashboard) };
}

/** Waits for `count` invitations; returns when the last arrived (performance.now()). */
async function lastArrival(sink: SmtpSink, count: number, timeoutMs: number): Promise<number> {
  const subject = mailMessages.mail.invitationSubject(EVENT_NAME);
  let received = 0;
  let last = 0;
  const deadline = Date.now() + timeoutMs;
  while (received < count) {
    if (Date.now() > deadline) throw new Error(`${received} invitations sur ${count}`);
    // Taken out of the sink as they are counted: 10,000 of them do not sit in memory.
    const arrived = sink.received.splice(0).filter((mail) => mail.subject === subject).length;
    if (arrived > 0) {
      last = performance.now();
      received += arrived;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return last;
}

async function measure(size: number, log: (line: string) => void): Promise<Figures> {
  const sink = await startSmtpSink();
  const server = await startBenchServer('PGlite', sink);
  try {
    const { api, secretSantaId } = await createOrganiserWithEvent(server, sink, EVENT_NAME);
    const event = `/api/secret-santas/${secretSantaId}`;
    const lines = Array.from({ length: size }, (_, i) => ({
      line: i + 1,
      name: `Salarié ${i}`,
      email: `salarie.${i}@example.org`,
      address: '',
      giftIdeas: '',
    }));
    const imported = expectStatus(
      await api('POST', `${event}/players/import`, { players: lines, dryRun: false }),
      200,
      'import',
    );
    if (imported.body.imported !== size) throw new Error(`import : ${imported.body.imported}`);

    const start = performance.now();
    const invite = expectStatus(
      await api('POST', `${event}/players/invitations`, { expected: size }),
      200,
      'inviter tout le monde',
    );
    if (invite.body.invited !== size) throw new Error(`invitations : ${invite.body.invited}`);
    log(`  ${size} invitations queued: ${invite.ms.toFixed(0)} ms`);
    const sent = lastArrival(sink, size, 60 * 60_000);
    const reads = await readsWhileSending(api, event);
    log(
      `  while sending: progress ${reads.progressMs.toFixed(0)} ms, dashboard ${reads.dashboardMs.toFixed(0)} ms`,
    );
    const allSentSeconds = ((await sent) - start) / 1000;
    log(`  all ${size} sent after ${allSentSeconds.toFixed(1)} s`);
    return {
      size,
      requestMs: invite.ms,
      allSentSeconds,
      perSecond: size / allSentSeconds,
      ...reads,
    };
  } finally {
    await server.stop();
    await sink.close();
  }
}

const benchmark: Benchmark = {
  name: "'Inviter tout le monde'",
  async run(log) {
    const results: Figures[] = [];
    for (const size of SIZES) {
      log(`PGlite, ${size.toLocaleString('en')} people:`);
      results.push(await measure(size, log));
    }
    return [
      `## ${this.name}`,
      '',
      'The real server process on PGlite, sending to a local SMTP server (`bench/invite-all.ts`): a',
      "list imported in one request, then 'Inviter tout le monde', timed from the request to the end",
      'of its answer, and to the last invitation the SMTP server took. Each invitation carries the',
      "person's personal link, signed as the e-mail is rendered, and no password (decision 0029); the",
      `Participants tab's reads are timed meanwhile (median of ${READS_WHILE_SENDING}).`,
      '',
      '| people | request | all sent | invitations per second | progress read while sending | dashboard read while sending |',
      '|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.size.toLocaleString('en')} | ${r.requestMs.toFixed(0)} ms | ${r.allSentSeconds.toFixed(0)} s | ${r.perSecond.toFixed(1)} | ${r.progressMs.toFixed(0)} ms | ${r.dashboardMs.toFixed(0)} ms |`,
      ),
    ].join('\n');
  },
};

export default benchmark;
