import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { renderMail } from '../mail/render-mail.tsx';
import { PROJECT_ROOT } from '../project-root.ts';
import { verifyToken } from '../security/signed-token.server.ts';

/**
 * Migration 0020 (docs/decisions/0029) on data an earlier version wrote: what waited in the
 * outbox with a provisional password leaves with the person's link and no password, and the
 * earliest invitations, which named no player, are withdrawn.
 */
const MIGRATIONS = path.join(PROJECT_ROOT, 'drizzle');
const before = mkdtempSync(path.join(tmpdir(), 'migrations-before-0020-'));
afterAll(() => rmSync(before, { recursive: true, force: true }));

/** The migrations as they were before 0020: the same files, the journal cut there. */
function migrationsBefore0020(): string {
  cpSync(MIGRATIONS, before, { recursive: true });
  const journalPath = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: Array<{ idx: number }>;
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < 20);
  writeFileSync(journalPath, JSON.stringify(journal));
  return before;
}

const EVENT = '2f6c1f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const ZOE = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const signing = { publicUrl: 'http://localhost:3000', authSecret: 'x'.repeat(40) };

describe('migration 0020', () => {
  // A database made and migrated from the first migration: seconds on a busy machine.
  it(
    'gives waiting invitations the person’s link and takes every password out',
    { timeout: 30_000 },
    async () => {
      const client = await PGlite.create();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsBefore0020() });
      await client.exec(`
      insert into users (id, name, email, email_verified) values ('u1', 'Olga', 'olga@example.org', true);
      insert into secret_santas (id, name, admin_id) values ('${EVENT}', 'Noël', 'u1');
      insert into players (id, name, email, secret_santa_id, invited, provisional_password_hash)
        values ('${ZOE}', 'Zoé', 'zoe@example.org', '${EVENT}', true, 'scrypt-hash');
      insert into players (name, email, secret_santa_id, invited)
        values ('Yves', 'yves@example.org', '${EVENT}', true);
      insert into mail_outbox (kind, recipient, payload, status, secret_santa_id, created_at) values
        ('invitation', 'zoe@example.org', '{"organiserName":"Olga","playerName":"Zoé",
          "secretSantaName":"Noël","invitee":{"secretSantaId":"${EVENT}","playerId":"${ZOE}",
          "email":"zoe@example.org"},"expiresAt":1795000000,
          "secrets":{"provisionalPassword":"Xy7kP2mQ"}}', 'pending', '${EVENT}', '2026-11-20'),
        ('invitation', 'zoe@example.org', '{"organiserName":"Olga","playerName":"Zoé",
          "secretSantaName":"Noël","invitee":{"secretSantaId":"${EVENT}","playerId":"${ZOE}",
          "email":"zoe@example.org"},"expiresAt":1794000000,
          "secrets":{"provisionalPassword":"Ab3dEf4g"}}', 'sent', '${EVENT}', '2026-11-10'),
        ('invitation', 'yves@example.org', '{"organiserName":"Olga","playerName":"Yves",
          "secretSantaName":"Noël","url":"http://localhost:3000/invitation/x/y?token=t",
          "validUntil":"27 novembre 2026","secrets":{"provisionalPassword":"Hj8kLm9n"}}',
          'pending', '${EVENT}', '2026-11-20'),
        ('draw-notification', 'zoe@example.org', '{"playerName":"Zoé","secretSantaName":"Noël",
          "personalLink":{"secretSantaId":"${EVENT}","playerId":"${ZOE}","expiresAt":1801440000,
          "fromDrawMail":true}}', 'pending', '${EVENT}', '2026-11-20');
    `);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const outbox = await client.query<{ kind: string; status: string; payload: object }>(
        `select kind, status, payload from mail_outbox order by kind, status`,
      );
      expect(JSON.stringify(outbox.rows)).not.toMatch(/Xy7kP2mQ|Ab3dEf4g|Hj8kLm9n|secrets|invitee/);
      // The earliest shape named no player: withdrawn, and its player is to invite again.
      expect(outbox.rows.map((row) => [row.kind, row.status])).toEqual([
        ['draw-notification', 'pending'],
        ['invitation', 'pending'],
        ['invitation', 'sent'],
      ]);
      const players = await client.query<{ name: string; invited: boolean }>(
        `select name, invited from players order by name`,
      );
      expect(players.rows).toEqual([
        { name: 'Yves', invited: false },
        { name: 'Zoé', invited: true },
      ]);
      // The draw e-mail's link still counts its opening, under its new name.
      expect(outbox.rows[0]!.payload).toMatchObject({ personalLink: { countsOpening: true } });

      // The waiting invitation now carries Zoé's personal link, valid through January 2027.
      const waiting = outbox.rows[1]!;
      const mail = await renderMail({ kind: 'invitation', payload: waiting.payload }, signing);
      expect(mail.text).not.toMatch(/provisoire/);
      const link = mail.text.match(/http:\/\/localhost:3000\/participant\/\S+/)![0];
      const check = verifyToken(
        signing.authSecret,
        link.split('/').pop()!,
        { purpose: 'participant', secretSantaId: EVENT },
        Date.UTC(2027, 0, 15),
      );
      expect(check).toMatchObject({ ok: true, claims: { playerId: ZOE, countsOpening: true } });
      const columns = await client.query<{ column_name: string }>(
        `select column_name from information_schema.columns
       where table_name in ('players', 'sign_ups') and column_name like '%password%'`,
      );
      expect(columns.rows).toEqual([]);
      await client.close();
    },
  );
});
