import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { openDatabase } from '../../src/server/db/database.server.ts';
import { draws, players, santaAssignments } from '../../src/server/db/schema.ts';
import { checkPgliteFolder } from '../support/database-check.ts';
import { signInNewOrganiserByApi } from '../support/e2e-api.ts';
import { startE2eServer, type E2eServer } from '../support/e2e-server.ts';
import { freePort } from '../support/free-port.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';

// Big enough that a draw takes most of a second on PGlite, so a kill can land inside it.
const PARTICIPANTS = 5_000;
const YEAR = new Date().getFullYear();

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const servers: E2eServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  await sink?.close();
});

/** What a stopped app left in its folder for this year's draw: none, or a whole one. */
async function drawLeftIn(dataDir: string, secretSantaId: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const thisYear = (table: typeof draws | typeof santaAssignments) =>
      and(eq(table.secretSantaId, secretSantaId), eq(table.year, YEAR));
    const drawRows = await handle.db.select().from(draws).where(thisYear(draws));
    const pairs = await handle.db.select().from(santaAssignments).where(thisYear(santaAssignments));
    return {
      drawn: drawRows.length === 1,
      pairs: pairs.map((p) => `${p.giverId}>${p.receiverId}`).sort(),
    };
  } finally {
    await handle.close();
  }
}

describe('a crash during a draw or its reset (embedded database)', () => {
  it(
    'leaves either the draw before or the draw after, never a mixture, and a healthy database',
    { timeout: 600_000 },
    async () => {
      sink = await startSmtpSink();
      let server = await startE2eServer({ smtpUrl: sink.url });
      servers.push(server);
      const port = Number(new URL(server.url).port);
      const api = await signInNewOrganiserByApi(server.url, sink, {
        name: 'Alice',
        email: 'alice@example.org',
        password: 'sapin-2026',
      });
      const eventId = (await api('POST', '/api/secret-santas', { name: 'Entreprise' })).body
        .secretSanta.id as string;

      // 5,000 people are written straight into the stopped app's folder: adding them one by
      // one through the API is not what is under test here.
      await server.kill();
      const seed = await openDatabase({ dataDir: server.dataDir });
      const people = Array.from({ length: PARTICIPANTS }, (_, i) => ({
        secretSantaId: eventId,
        name: `Salarié ${i}`,
        email: `salarie${i}@example.org`,
        address: `${i} avenue du Bureau, Paris`,
        imageUrl: AVATARS[i % AVATARS.length]!.src,
      }));
      for (let start = 0; start < people.length; start += 1000) {
        await seed.db.insert(players).values(people.slice(start, start + 1000));
      }
      await seed.close();

      const restart = async () => {
        server = await startE2eServer({
          smtpUrl: sink.url,
          reuse: { dataDir: server.dataDir, port },
        });
        servers.push(server);
      };
      await restart();

      // A first draw, timed, gives the moments to kill at.
      const started = performance.now();
      expect((await api('POST', `/api/secret-santas/${eventId}/draw`)).status).toBe(200);
      const drawMs = performance.now() - started;
      const resetStarted = performance.now();
      expect((await api('POST', `/api/secret-santas/${eventId}/draw/reset`)).status).toBe(200);
      const resetMs = performance.now() - resetStarted;

      const outcomes: string[] = [];
      // Just reset: no draw this year.
      let previous: { drawn: boolean; pairs: string[] } = { drawn: false, pairs: [] };

      const attempts = [
        { operation: 'draw', fraction: 0.4 },
        { operation: 'draw', fraction: 0.8 },
        { operation: 'reset', fraction: 0.5 },
      ] as const;
      for (const { operation, fraction } of attempts) {
        // Bring the event to the state the operation starts from.
        if (operation === 'draw' && previous.drawn)
          await api('POST', `/api/secret-santas/${eventId}/draw/reset`);
        if (operation === 'reset' && !previous.drawn)
          await api('POST', `/api/secret-santas/${eventId}/draw`);
        const before =
          operation === 'draw'
            ? { drawn: false, pairs: [] }
            : await (async () => {
                await server.kill();
                const left = await drawLeftIn(server.dataDir, eventId);
                await restart();
                return left;
              })();

        const path = operation === 'draw' ? 'draw' : 'draw/reset';
        const request = api('POST', `/api/secret-santas/${eventId}/${path}`).catch(() => undefined);
        await new Promise((resolve) =>
          setTimeout(resolve, (operation === 'draw' ? drawMs : resetMs) * fraction),
        );
        await server.kill();
        await request;

        const after = await drawLeftIn(server.dataDir, eventId);
        expect(await checkPgliteFolder(server.dataDir)).toEqual([]);
        const isBefore = after.drawn === before.drawn && after.pairs.join() === before.pairs.join();
        const isWholeNewDraw =
          operation === 'draw' && after.drawn && after.pairs.length === PARTICIPANTS;
        const isNoDraw = operation === 'reset' && !after.drawn && after.pairs.length === 0;
        expect(isBefore || isWholeNewDraw || isNoDraw).toBe(true);
        outcomes.push(
          `${operation} tué à ${Math.round(fraction * 100)} % : ${isBefore ? 'état d’avant' : 'état d’après'}`,
        );
        previous = after;
        await restart();
      }
      console.log(
        `Tirage de ${PARTICIPANTS} personnes : ${Math.round(drawMs)} ms ; réinitialisation : ${Math.round(resetMs)} ms.`,
      );
      console.log(outcomes.join('\n'));

      // And the app goes on from whatever it found.
      const state = await api('GET', `/api/secret-santas/${eventId}/draw`);
      expect(state.status).toBe(200);
    },
  );
});

describe('one data folder, one process', () => {
  it(
    'refuses a second server on the same folder with a clear message, and the first goes on intact',
    { timeout: 120_000 },
    async () => {
      sink ??= await startSmtpSink();
      const first = await startE2eServer({ smtpUrl: sink.url });
      servers.push(first);
      const api = await signInNewOrganiserByApi(first.url, sink, {
        name: 'Bruno',
        email: 'bruno@example.org',
        password: 'houx-2026',
      });
      await api('POST', '/api/secret-santas', { name: 'Famille' });

      const second = startE2eServer({
        smtpUrl: sink.url,
        reuse: { dataDir: first.dataDir, port: await freePort() },
      });
      await expect(second).rejects.toThrow(
        /Le dossier de données .* est déjà utilisé par un autre processus \(pid \d+\)/,
      );

      const events = await api('GET', '/api/secret-santas');
      expect(events.body.secretSantas.map((e: { name: string }) => e.name)).toEqual(['Famille']);
      await first.kill();
      expect(await checkPgliteFolder(first.dataDir)).toEqual([]);
    },
  );
});
