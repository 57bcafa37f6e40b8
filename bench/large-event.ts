import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createCryptoRandomSource } from '../src/shared/draw/random-source.ts';
import { dumpMigratedPglite, openDatabase, openMemoryPglite, type DatabaseHandle } from '../src/server/db/database.server.ts';
import { mailOutbox, players, secretSantas, users } from '../src/server/db/schema.ts';
import { editionYear, getDrawState } from '../src/server/features/draw/draw-queries.server.ts';
import { notifyParticipants } from '../src/server/features/draw/notify-participants.server.ts';
import { runDraw } from '../src/server/features/draw/run-draw.server.ts';
import { saveRestrictions } from '../src/server/features/draw/save-restrictions.server.ts';
import { sendDueMail } from '../src/server/mail/mail-worker.server.ts';
import { createSmtpTransport } from '../src/server/mail/mail-transport.server.ts';
import { canStartPostgres, startPostgresCluster } from '../tests/support/postgres-cluster.ts';
import { startSmtpSink } from '../tests/support/smtp-sink.ts';
import type { Benchmark } from './run.ts';

const SIZE = 10_000;
const MAILS_TIMED = 2_000;
const now = new Date();

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}

/** One organiser's event of 10,000 people, through the same functions the routes call. */
async function measure(handle: DatabaseHandle, log: (line: string) => void) {
  const { db } = handle;
  const adminId = randomUUID();
  await db.insert(users).values({ id: adminId, name: 'Bench', email: `${adminId}@example.org`, emailVerified: true });
  const [event] = await db.insert(secretSantas).values({ name: 'Entreprise', adminId }).returning();
  const secretSantaId = event!.id;
  const rows = Array.from({ length: SIZE }, (_, i) => ({
    secretSantaId,
    name: `Personne ${i}`,
    email: `personne${i}@example.org`,
    address: `${i} rue du Bench, Paris`,
    imageUrl: '/avatars/santa.svg',
  }));
  for (let start = 0; start < rows.length; start += 1000) await db.insert(players).values(rows.slice(start, start + 1000));
  const ids = (await db.select({ id: players.id }).from(players).where(eq(players.secretSantaId, secretSantaId))).map((r) => r.id);
  const excluded = Object.fromEntries(ids.map((id, i) => [id, [1, 2, 3].map((k) => ids[(i + k * 997) % ids.length]!)]));
  const year = editionYear(now);

  const save = await timed(() => saveRestrictions(db, { secretSantaId, year, excluded }));
  log(`  restrictions saved: ${save.ms.toFixed(0)} ms (feasible: ${save.value.ok})`);
  const draw = await timed(() => runDraw(db, { secretSantaId, year, random: createCryptoRandomSource() }));
  log(`  draw stored: ${draw.ms.toFixed(0)} ms`);
  const context = { secretSantaId, publicUrl: 'http://localhost:3000', authSecret: 'bench-secret-0123456789-0123456789', now };
  const notify = await timed(() => notifyParticipants(db, { ...context, year, secretSantaName: 'Entreprise' }));
  log(`  ${SIZE} e-mails queued: ${notify.ms.toFixed(0)} ms`);
  const state = await timed(() => getDrawState(db, secretSantaId, year));
  log(`  dashboard draw state: ${state.ms.toFixed(0)} ms`);

  const sink = await startSmtpSink();
  const transport = createSmtpTransport({ smtpUrl: sink.url, from: 'Bench <bench@example.org>' });
  const send = await timed(async () => {
    let sent = 0;
    while (sent < MAILS_TIMED) sent += await sendDueMail(db, transport);
    return sent;
  });
  transport.close();
  await sink.close();
  const rate = (send.value / send.ms) * 1000;
  log(`  sent ${send.value} e-mails to a local SMTP server: ${rate.toFixed(0)} per second`);
  await db.delete(mailOutbox).where(eq(mailOutbox.secretSantaId, secretSantaId));
  return { save: save.ms, draw: draw.ms, notify: notify.ms, state: state.ms, rate };
}

const benchmark: Benchmark = {
  name: `An event of ${SIZE.toLocaleString('en')} people`,
  async run(log) {
    const results: Array<[string, Awaited<ReturnType<typeof measure>>]> = [];
    log('PGlite (in memory):');
    const pglite = await openMemoryPglite(await dumpMigratedPglite());
    results.push(['PGlite', await measure(pglite, log)]);
    await pglite.close();
    if (process.env.DATABASE_URL || canStartPostgres()) {
      log('PostgreSQL:');
      const cluster = process.env.DATABASE_URL ? undefined : await startPostgresCluster();
      const postgres = await openDatabase({ databaseUrl: process.env.DATABASE_URL ?? cluster!.url, dataDir: '' });
      results.push(['PostgreSQL', await measure(postgres, log)]);
      await postgres.close();
      cluster?.stop();
    }
    return [
      `## ${this.name}`,
      '',
      'Through the same functions the API routes call (`bench/large-event.ts`): 3 restrictions each,',
      `then the draw, then queueing one e-mail each, then sending ${MAILS_TIMED.toLocaleString('en')} of them to a local SMTP server.`,
      '',
      '| database | save restrictions | draw (stored) | queue 10,000 e-mails | draw state (dashboard) | e-mails sent per second |',
      '|---|---|---|---|---|---|',
      ...results.map(([name, r]) =>
        `| ${name} | ${r.save.toFixed(0)} ms | ${r.draw.toFixed(0)} ms | ${r.notify.toFixed(0)} ms | ${r.state.toFixed(0)} ms | ${r.rate.toFixed(0)} |`,
      ),
    ].join('\n');
  },
};

export default benchmark;
