import { cpus } from 'node:os';
import autocannon from 'autocannon';
import { mailMessages } from '../src/shared/mail-messages.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import {
  addPlayers,
  benchDatabases,
  createOrganiserWithEvent,
  expectStatus,
  readCpuMs,
  startBenchServer,
  type DatabaseKind,
} from './bench-server.ts';
import type { Benchmark } from './run.ts';

const PLAYERS = 30;
const CONNECTIONS = 100;
const SECONDS = 10;
/** Not counted: lets the server's JIT and the database's caches settle first. */
const WARM_UP_SECONDS = 2;
const EVENT_NAME = 'Noël en famille';

type Target = {
  label: string;
  method: 'GET' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The personal links its requests take in turn, one person after another. */
  links?: string[];
  isRead: boolean;
};
type Measured = {
  target: Target;
  rps: number;
  p50: number;
  p99: number;
  /** The server process's own CPU time per request: what the figures would be without autocannon beside it. */
  cpuMs: number;
  errors: number;
};

/** With the answer cache (decision 0017), and without it: every read asks the database. */
type CacheMode = 'with cache' | 'without cache';
const CACHE_MODES: CacheMode[] = ['with cache', 'without cache'];

/** A family event, drawn and notified through the API, and who asks for what. */
async function seedFamilyEvent(
  database: DatabaseKind,
  mode: CacheMode,
  log: (line: string) => void,
) {
  const sink = await startSmtpSink();
  const env = { ANSWER_CACHE: mode === 'with cache' ? '1' : '0' };
  const server = await startBenchServer(database, sink, env);
  const { api, secretSantaId } = await createOrganiserWithEvent(server, sink, EVENT_NAME);
  await addPlayers(api, secretSantaId, PLAYERS);
  expectStatus(await api('POST', `/api/secret-santas/${secretSantaId}/draw`), 200, 'tirage');
  expectStatus(
    await api('POST', `/api/secret-santas/${secretSantaId}/draw/notify`),
    200,
    'notification',
  );
  const mail = await sink.waitForMail(
    'personne0@example.org',
    (m) => m.subject === mailMessages.mail.drawSubject(EVENT_NAME),
  );
  const tokenIn = (drawMail: typeof mail) => {
    const link = drawMail.links.find((l) => l.includes(`/participant/${secretSantaId}/`))!;
    return decodeURIComponent(link.slice(link.lastIndexOf('/') + 1));
  };
  const token = tokenIn(mail);
  const everyonesLinks = [token];
  for (let i = 1; i < PLAYERS; i++) {
    const drawMail = await sink.waitForMail(
      `personne${i}@example.org`,
      (m) => m.subject === mailMessages.mail.drawSubject(EVENT_NAME),
    );
    everyonesLinks.push(tokenIn(drawMail));
  }
  log(`  ${PLAYERS} participants, tirage fait, liens personnels reçus`);

  const organiser = { cookie: api.cookie() };
  const participant = { authorization: `Bearer ${token}` };
  const event = `/api/secret-santas/${secretSantaId}`;
  const targets: Target[] = [
    { label: 'health (baseline)', method: 'GET', path: '/api/health', isRead: true },
    {
      label: 'participant space',
      method: 'GET',
      path: `/api/participant/${secretSantaId}`,
      headers: participant,
      isRead: true,
    },
    {
      label: 'session (every screen)',
      method: 'GET',
      path: '/api/auth/session',
      headers: organiser,
      isRead: true,
    },
    {
      label: 'dashboard: event and players',
      method: 'GET',
      path: event,
      headers: organiser,
      isRead: true,
    },
    {
      label: 'dashboard: draw state',
      method: 'GET',
      path: `${event}/draw`,
      headers: organiser,
      isRead: true,
    },
    {
      label: `gift ideas update (write), ${PLAYERS} people in turn`,
      method: 'PUT',
      path: `/api/participant/${secretSantaId}/gift-ideas`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ giftIdeas: 'Un pull de Noël, taille M' }),
      links: everyonesLinks,
      isRead: false,
    },
    {
      label: 'the same, one person from every connection',
      method: 'PUT',
      path: `/api/participant/${secretSantaId}/gift-ideas`,
      headers: { ...participant, 'content-type': 'application/json' },
      body: JSON.stringify({ giftIdeas: 'Un pull de Noël, taille M' }),
      isRead: false,
    },
  ];
  return {
    url: server.url,
    pid: server.pid,
    targets,
    stop: async () => {
      await server.stop();
      await sink.close();
    },
  };
}

/** autocannon's options for `target`: each request with the next link in turn, if it has several. */
function requestsOf(target: Target) {
  const { links } = target;
  let turn = 0;
  return {
    method: target.method,
    headers: target.headers,
    body: target.body,
    ...(links && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({
            ...request,
            headers: {
              ...request.headers,
              authorization: `Bearer ${links[turn++ % links.length]}`,
            },
          }),
        },
      ],
    }),
  };
}

async function load(url: string, target: Target, seconds: number) {
  return autocannon({
    url: `${url}${target.path}`,
    ...requestsOf(target),
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/** Connections of the storm: far more than the server can serve at once. */
const STORM_CONNECTIONS = 1_000;

type Storm = {
  /** Writes answered 200 a second, against the same write's at CONNECTIONS. */
  storedPerSecond: number;
  refused: number;
  /** The refusals' median time, from the request sent (after a hold: see arrival-order.ts). */
  refusedP50: number;
  /** Requests autocannon gave up on, never answered within its timeout. */
  timeouts: number;
  otherStatuses: number;
};

/**
 * The write from STORM_CONNECTIONS connections, each asking again at once whatever the answer,
 * a 503 included: the database must keep its pace, and the surplus be refused.
 */
async function storm(url: string, target: Target): Promise<Storm> {
  const statuses = new Map<number, number>();
  const refusedTimes: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${target.path}`,
        ...requestsOf(target),
        connections: STORM_CONNECTIONS,
        duration: SECONDS,
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, status: number, _bytes, ms: number) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status === 503) refusedTimes.push(ms);
    });
  });
  refusedTimes.sort((a, b) => a - b);
  const stored = statuses.get(200) ?? 0;
  const refused = statuses.get(503) ?? 0;
  let otherStatuses = 0;
  for (const [status, count] of statuses)
    if (status !== 200 && status !== 503) otherStatuses += count;
  return {
    storedPerSecond: stored / SECONDS,
    refused,
    refusedP50: refusedTimes[Math.floor(refusedTimes.length / 2)] ?? 0,
    timeouts: result.timeouts,
    otherStatuses,
  };
}

async function measure(
  database: DatabaseKind,
  mode: CacheMode,
  log: (line: string) => void,
  storms: Storm[],
): Promise<Measured[]> {
  const world = await seedFamilyEvent(database, mode, log);
  try {
    const results: Measured[] = [];
    for (const target of world.targets) {
      await load(world.url, target, WARM_UP_SECONDS);
      const cpuBefore = readCpuMs(world.pid);
      const result = await load(world.url, target, SECONDS);
      const cpuMs = (readCpuMs(world.pid) - cpuBefore) / result.requests.total;
      const errors = result.errors + result.non2xx;
      const { average: rps } = result.requests;
      const { p50, p99 } = result.latency;
      results.push({ target, rps, p50, p99, cpuMs, errors });
      log(
        `  ${target.label}: ${rps.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms, server CPU ${cpuMs.toFixed(2)} ms/request` +
          (errors ? `, ${errors} errors or non-2xx` : ''),
      );
    }
    if (mode === 'with cache') {
      const write = world.targets.find((target) => !target.isRead)!;
      const measured = await storm(world.url, write);
      storms.push(measured);
      log(`  storm: ${stormText(measured)}`);
    }
    return results;
  } finally {
    await world.stop();
  }
}

function stormText(storm: Storm): string {
  return (
    `${storm.storedPerSecond.toFixed(0)} writes stored a second, ${storm.refused} refused (503, ` +
    `Retry-After; median ${storm.refusedP50.toFixed(0)} ms), ${storm.timeouts} given up after 10 s` +
    (storm.otherStatuses ? `, ${storm.otherStatuses} other answers!` : '')
  );
}

/** One row per request, the figures with the cache and without it side by side. */
function table(byMode: Record<CacheMode, Measured[]>): string[] {
  const figures = (r: Measured, health: number) => {
    const ratio =
      (r.rps / health).toFixed(2) + (r.errors ? ` (${r.errors} errors or non-2xx!)` : '');
    return `${r.rps.toFixed(0)} | ${r.p50} ms | ${r.p99} ms | ${ratio} | ${r.cpuMs.toFixed(2)} ms`;
  };
  const columns = 'requests/s | p50 | p99 | ratio to health | server CPU per request';
  const withCache = byMode['with cache'];
  const withoutCache = byMode['without cache'];
  return [
    `| request | with cache: ${columns} | without cache: ${columns.replace('requests/s', 'req/s')} |`,
    `|---|${'---|'.repeat(10)}`,
    ...withCache.map((r, i) => {
      const request = `${r.target.label}: \`${r.target.method} ${r.target.path.replace(/[0-9a-f-]{36}/g, ':id')}\``;
      return `| ${request} | ${figures(r, withCache[0]!.rps)} | ${figures(withoutCache[i]!, withoutCache[0]!.rps)} |`;
    }),
  ];
}

const benchmark: Benchmark = {
  name: 'HTTP under load',
  async run(log) {
    const sections: string[] = [];
    for (const database of benchDatabases()) {
      const byMode = {} as Record<CacheMode, Measured[]>;
      const storms: Storm[] = [];
      for (const mode of CACHE_MODES) {
        log(`${database}, ${mode}:`);
        byMode[mode] = await measure(database, mode, log, storms);
      }
      sections.push(
        [
          `### ${database}`,
          '',
          ...table(byMode),
          '',
          `The same write from ${STORM_CONNECTIONS.toLocaleString('en')} connections, each asking again at once, a 503 included (with cache): ${storms.map(stormText).join('; ')}.`,
        ].join('\n'),
      );
    }
    return [
      `## ${this.name}`,
      '',
      `The real server process (\`src/server/main.ts\`) with an event of ${PLAYERS} people, drawn and notified`,
      `through the API (\`bench/http-load.ts\`). autocannon sends each request from ${CONNECTIONS} connections for`,
      `${SECONDS} s (after ${WARM_UP_SECONDS} s of warm-up): the participant's personal link (bearer token), the organiser's`,
      'session cookie. autocannon runs in the benchmark process and the server in its own, on the',
      `same ${cpus().length} cores: they compete for them, so these figures are a floor. The last column is the`,
      "server process's own CPU time per request (from /proc), which does not depend on that competition;",
      "on PostgreSQL, the database server's CPU is not in it.",
      '',
      'Each page asks for its data in one request, beside the session check every screen makes: the',
      'participant space, and the dashboard (the event with its players). The Restrictions and Tirage',
      'tabs add the draw state when opened; no request is made per player.',
      '',
      'With the cache, a read asked again is answered from memory until the event changes (decision',
      '0017): these reads measure that case, a page opened again. The write measures a change: it',
      'reads and writes the database and answers without waiting for its change to be heard',
      '(decision 0012: the writer’s next pages ask the database until then). Without the cache',
      '(`ANSWER_CACHE=0`, the same run) every read asks the database.',
      '',
      `The write comes from the ${PLAYERS} people in turn, each request with the next one's link, as when they all`,
      'save at once: the changes that come while the database is busy go together (decision 0041). The',
      'same write from one person on every connection changes one row each time, which PostgreSQL',
      'changes one transaction after another whatever the app does.',
      '',
      'Targets on PostgreSQL: p99 under 50 ms (the write: from many people), and reads at least half',
      'the health endpoint’s throughput. The storm below is the write from many people.',
      '',
      sections.join('\n\n'),
    ].join('\n');
  },
};

export default benchmark;
