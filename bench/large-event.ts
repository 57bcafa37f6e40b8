import type { SaveExchangeRequest } from '../src/shared/contracts/exchange.ts';
import { AVATARS } from '../src/shared/avatars.ts';
import { addDays, utcToZonedParts } from '../src/shared/exchange/zoned-time.ts';
import { mailMessages } from '../src/shared/mail-messages.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import {
  addPlayers,
  benchDatabases,
  createOrganiserWithEvent,
  expectStatus,
  readMemory,
  resetPeakMemory,
  startBenchServer,
  type ApiClient,
  type DatabaseKind,
  type SmtpSink,
} from './bench-server.ts';
import type { Benchmark } from './run.ts';

const SIZE = 10_000;
const EXCLUSIONS_EACH = 3;
/** Players are added as a person would, one request each, this many at a time. */
const ADDING_CONCURRENCY = 20;
/** Reads are repeated and their median reported; a change can only be made once. */
const READ_RUNS = 5;
/** Withdrawals and late joiners after the draw, each a change of its own. */
const CHANGE_RUNS = 5;
const EVENT_NAME = 'Entreprise';
const TODAY = utcToZonedParts(new Date(), 'Europe/Paris').date;
const EXCHANGE: SaveExchangeRequest = {
  // A month ahead, but not past 31 December: the server refuses a day of the next edition.
  date: [addDays(TODAY, 30), `${TODAY.slice(0, 4)}-12-31`].sort()[0]!,
  time: '17:30',
  timeZone: 'Europe/Paris',
  budget: '20 €',
  currency: 'EUR',
  place: 'Salle des fêtes, 3e étage',
  note: '',
  reminders: { beforeExchange: true, giftIdeas: true, giftReceived: true },
};

type Figures = {
  addSeconds: number;
  players: number;
  playersAgain: number;
  restrictions: number;
  draw: number;
  notify: number;
  drawState: number;
  sendRate: number;
  withdraw: number;
  join: number;
  importPreview: number;
  importLines: number;
  copy: number;
  /** A participant's save of their gift ideas, answered with their own details. */
  ownSave: number;
  ownSaveBytes: number;
  startupPeakMb: number;
  peakMb: number;
};

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function medianMs(api: ApiClient, path: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < READ_RUNS; run++)
    times.push(expectStatus(await api('GET', path), 200, path).ms);
  return median(times);
}

/**
 * Waits for every draw e-mail and returns the outbox's send rate, from the first message's
 * arrival to the last's, and the e-mail `keptFor` received. Messages are taken out of the sink
 * as they are counted, so 10,000 of them do not sit in this process's memory.
 */
async function measureSendRate(sink: SmtpSink, keptFor: string) {
  const subject = mailMessages.mail.drawSubject(EVENT_NAME);
  let received = 0;
  let first = 0;
  let last = 0;
  let kept: SmtpSink['received'][number] | undefined;
  const deadline = Date.now() + 300_000;
  while (received < SIZE) {
    if (Date.now() > deadline) throw new Error(`${received} e-mails sur ${SIZE} après 5 minutes`);
    const drawMails = sink.received.splice(0).filter((mail) => mail.subject === subject);
    kept ??= drawMails.find((mail) => mail.to.includes(keptFor));
    const arrived = drawMails.length;
    if (arrived > 0) {
      const now = performance.now();
      if (received === 0) first = now;
      last = now;
      received += arrived;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  if (!kept) throw new Error(`Aucun email de tirage pour ${keptFor}`);
  return { rate: ((received - 1) / (last - first)) * 1000, kept };
}

/** One organiser's event of 10,000 people, every step through the real server's API. */
async function measure(database: DatabaseKind, log: (line: string) => void): Promise<Figures> {
  const sink = await startSmtpSink();
  const server = await startBenchServer(database, sink);
  try {
    // Start-up (PGlite creating its folder) has a peak of its own; the event's is counted apart.
    const startupPeakMb = readMemory(server.pid).peakMb;
    resetPeakMemory(server.pid);
    const { api, secretSantaId } = await createOrganiserWithEvent(server, sink, EVENT_NAME);
    const event = `/api/secret-santas/${secretSantaId}`;
    // A date with an hour: every draw e-mail then carries the calendar event (docs/product.md
    // §3.6), the costliest e-mail the outbox sends.
    expectStatus(await api('PUT', `${event}/exchange`, EXCHANGE), 200, 'échange');

    const addStart = performance.now();
    const ids = await addPlayers(api, secretSantaId, SIZE, ADDING_CONCURRENCY);
    const addSeconds = (performance.now() - addStart) / 1000;
    log(`  ${SIZE} participants ajoutés en ${addSeconds.toFixed(0)} s`);

    // The dashboard's one request: the event with its 10,000 players, from the database the
    // first time after a change, then from the answer cache (decision 0012).
    const players = expectStatus(await api('GET', event), 200, event).ms;
    const playersAgain = await medianMs(api, event);
    log(
      `  dashboard (event and players): ${players.toFixed(0)} ms, read again ${playersAgain.toFixed(0)} ms`,
    );
    // Each excludes 3 others spread through the list: a draw stays possible.
    const excluded = Object.fromEntries(
      ids.map((id, i) => [
        id,
        Array.from({ length: EXCLUSIONS_EACH }, (_, k) => ids[(i + (k + 1) * 997) % SIZE]!),
      ]),
    );
    const restrictions = expectStatus(
      await api('PUT', `${event}/restrictions`, { excluded }),
      200,
      'restrictions',
    );
    log(
      `  restrictions saved: ${restrictions.ms.toFixed(0)} ms (feasible: ${restrictions.body.feasibility.ok})`,
    );
    const draw = expectStatus(await api('POST', `${event}/draw`), 200, 'tirage');
    log(`  draw: ${draw.ms.toFixed(0)} ms`);
    const notify = expectStatus(await api('POST', `${event}/draw/notify`), 200, 'notification');
    log(`  notify (${SIZE} e-mails queued): ${notify.ms.toFixed(0)} ms`);
    const drawState = await medianMs(api, `${event}/draw`);
    log(`  dashboard draw state while sending: ${drawState.toFixed(0)} ms`);
    const { rate: sendRate, kept: drawMail } = await measureSendRate(sink, 'personne0@example.org');
    log(`  ${SIZE} e-mails sent to a local SMTP server: ${sendRate.toFixed(0)} per second`);
    // A participant saves their gift ideas: the answer is their own details, whatever the size.
    const personal = drawMail.links.find((l) => l.includes(`/participant/${secretSantaId}/`))!;
    const token = decodeURIComponent(personal.slice(personal.lastIndexOf('/') + 1));
    const saves: number[] = [];
    let ownSaveBytes = 0;
    for (let run = 0; run < READ_RUNS; run++) {
      const started = performance.now();
      const answer = await fetch(`${server.url}/api/participant/${secretSantaId}/gift-ideas`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ giftIdeas: `Un livre, essai ${run}` }),
      });
      const body = await answer.text();
      saves.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`idées cadeaux : ${answer.status}`);
      ownSaveBytes = Buffer.byteLength(body);
    }
    const ownSave = median(saves);
    log(`  a participant's save: ${ownSave.toFixed(0)} ms, ${ownSaveBytes} bytes answered`);
    // After the draw (docs/product.md §6.8): people leave, people join, each repairing the draw
    // and queueing its e-mails in one transaction. A change can be made once: the median of
    // several, each on another person.
    const withdrawals: number[] = [];
    const joins: number[] = [];
    for (let run = 0; run < CHANGE_RUNS; run++) {
      const playerId = ids[(run + 1) * Math.floor(SIZE / (CHANGE_RUNS + 1))]!;
      const withdrawal = `${event}/players/${playerId}/withdrawal`;
      withdrawals.push(expectStatus(await api('POST', withdrawal, {}), 200, 'retrait').ms);
      const join = await api('POST', `${event}/players`, {
        name: `Arrivée tardive ${run}`,
        email: `arrivee.tardive.${run}@example.org`,
        address: '1 rue des Lutins, Paris',
        imageUrl: AVATARS[run % AVATARS.length]!.src,
      });
      joins.push(expectStatus(join, 201, 'arrivée').ms);
    }
    const withdraw = median(withdrawals);
    const join = median(joins);
    log(`  withdrawals: ${withdrawals.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    log(`  late joiners: ${joins.map((ms) => ms.toFixed(0)).join(', ')} ms`);
    // 'Importer une liste' (docs/product.md §4.8): the same 10,000 people pasted at once into
    // a second event, checked then added in one request each.
    const second = (await api('POST', '/api/secret-santas', { name: `${EVENT_NAME} bis` })).body
      .secretSanta.id as string;
    const lines = Array.from({ length: SIZE }, (_, i) => ({
      line: i + 1,
      name: `Salarié ${i}`,
      email: `salarie.${i}@example.org`,
      address: '',
      giftIdeas: '',
    }));
    const importPath = `/api/secret-santas/${second}/players/import`;
    const preview = expectStatus(
      await api('POST', importPath, { players: lines, dryRun: true }),
      200,
      'aperçu',
    ).ms;
    const imported = expectStatus(
      await api('POST', importPath, { players: lines, dryRun: false }),
      200,
      'import',
    );
    if (imported.body.imported !== SIZE) throw new Error(`import : ${imported.body.imported}`);
    log(
      `  import of ${SIZE} lines: preview ${preview.toFixed(0)} ms, import ${imported.ms.toFixed(0)} ms`,
    );
    // 'Reprendre les participants de…' (docs/product.md §3.2): the first event's people, with
    // their restrictions, taken into a new event in one request.
    const copy = expectStatus(
      await api('POST', '/api/secret-santas', {
        name: `${EVENT_NAME} ter`,
        copyPlayersFrom: secretSantaId,
      }),
      201,
      'reprise des participants',
    ).ms;
    log(`  ${SIZE} participants taken into a new event: ${copy.toFixed(0)} ms`);
    const { peakMb } = readMemory(server.pid);
    log(
      `  server peak memory: ${startupPeakMb.toFixed(0)} MB at start-up, ${peakMb.toFixed(0)} MB with the event`,
    );
    return {
      addSeconds,
      players,
      playersAgain,
      restrictions: restrictions.ms,
      draw: draw.ms,
      notify: notify.ms,
      drawState,
      sendRate,
      withdraw,
      join,
      importPreview: preview,
      importLines: imported.ms,
      copy,
      ownSave,
      ownSaveBytes,
      startupPeakMb,
      peakMb,
    };
  } finally {
    await server.stop();
    await sink.close();
  }
}

const benchmark: Benchmark = {
  name: `An event of ${SIZE.toLocaleString('en')} people`,
  async run(log) {
    const results: Array<[DatabaseKind, Figures]> = [];
    for (const database of benchDatabases()) {
      log(`${database}:`);
      results.push([database, await measure(database, log)]);
    }
    const ms = (value: number) => `${value.toFixed(0)} ms`;
    return [
      `## ${this.name}`,
      '',
      `The real server process (\`src/server/main.ts\`), every step through its API as the web app makes it`,
      `(\`bench/large-event.ts\`): ${SIZE.toLocaleString('en')} people added one request each, ${ADDING_CONCURRENCY} at a time; then each`,
      `organiser action, timed from the request to the end of its answer: the dashboard's player list`,
      `(the first read after a change, from the database; then read again, from the answer cache, median of ${READ_RUNS}), saving ${EXCLUSIONS_EACH} restrictions each, the draw, the notification (one e-mail each`,
      'queued in the outbox, in the same transaction), and the draw state the Tirage tab polls while the',
      `e-mails go out (median of ${READ_RUNS}). The outbox then sends all ${SIZE.toLocaleString('en')} e-mails to a local SMTP server;`,
      'the exchange has a date and an hour, so each carries its calendar event (docs/product.md §3.6).',
      `Last, after the draw (docs/product.md §6.8), ${CHANGE_RUNS} people withdraw and ${CHANGE_RUNS} join late, in turn (median of each):`,
      'each repairs the draw and queues its e-mails in one transaction. Then the same number of people',
      "is pasted into a second event with 'Importer une liste' (docs/product.md §4.8): the preview, then",
      'the import, one request each.',
      '',
      "Memory is the server process's peak resident set (VmHWM in /proc): at start-up, and from after",
      'start-up to the last e-mail sent. On PGlite the database runs inside the server process and',
      'counts; PostgreSQL runs in processes of its own and does not. The PGlite folder exists before',
      'the server starts, as on every start but the first (creating it peaks near 900 MB once).',
      '',
      'Targets: every organiser action under 1 s, an import of 10,000 lines under 5 s; at least 200 e-mails per second; under 500 MB on PostgreSQL.',
      '',
      '| database | dashboard (event and players): first / again | save restrictions | draw | notify (queue) | draw state (dashboard) | e-mails sent per second | withdraw / join after the draw | import 10,000 lines: preview / import | peak memory: start-up / event |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...results.map(
        ([name, r]) =>
          `| ${name} | ${ms(r.players)} / ${ms(r.playersAgain)} | ${ms(r.restrictions)} | ${ms(r.draw)} | ${ms(r.notify)} | ${ms(r.drawState)} | ${r.sendRate.toFixed(0)} | ${ms(r.withdraw)} / ${ms(r.join)} | ${ms(r.importPreview)} / ${ms(r.importLines)} | ${r.startupPeakMb.toFixed(0)} MB / ${r.peakMb.toFixed(0)} MB |`,
      ),
      '',
      `Adding the ${SIZE.toLocaleString('en')} people took ${results.map(([name, r]) => `${r.addSeconds.toFixed(0)} s on ${name}`).join(' and ')}.`,
      `Taking them, with their restrictions, into a new event ('Reprendre les participants de…', docs/product.md §3.2, one request) took ${results.map(([name, r]) => `${ms(r.copy)} on ${name}`).join(' and ')}.`,
      `A participant saving their gift ideas (\`PUT /api/participant/:id/gift-ideas\`, answered with their own details; median of ${READ_RUNS}) took ${results.map(([name, r]) => `${ms(r.ownSave)} on ${name}`).join(' and ')}, for an answer of ${results.map(([name, r]) => `${r.ownSaveBytes} bytes on ${name}`).join(' and ')}.`,
    ].join('\n');
  },
};

export default benchmark;
