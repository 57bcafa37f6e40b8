import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';

type Query = <T>(text: string) => Promise<T[]>;

/**
 * What "the database passes its checks" means after a crash: PostgreSQL's own amcheck
 * finds every B-tree index consistent with its table (so no half-written page), and the
 * product's rules hold: each draw is whole (everyone gives once and receives once, nobody
 * themself), no pair exists without its draw, every outbox row is in a known state.
 * Returns the problems found, in words; none means healthy.
 */
export async function checkDatabase(query: Query): Promise<string[]> {
  const problems: string[] = [];
  await query('create extension if not exists amcheck');
  const indexes = await query<{ name: string }>(`
    select c.relname as name from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_am am on am.oid = c.relam
    where n.nspname = 'public' and am.amname = 'btree'`);
  for (const { name } of indexes) {
    try {
      await query(`select bt_index_check('public.${name}'::regclass, true)`);
    } catch (error) {
      problems.push(`index ${name} : ${(error as Error).message}`);
    }
  }
  if (indexes.length === 0) problems.push('aucun index trouvé');

  const broken = await query<{
    secret_santa_id: string;
    year: number;
    players: number;
    givers: number;
    receivers: number;
    pairs: number;
    selves: number;
  }>(`
    select d.secret_santa_id, d.year,
      (select count(*)::int from players p where p.secret_santa_id = d.secret_santa_id) as players,
      count(distinct a.giver_id)::int as givers, count(distinct a.receiver_id)::int as receivers,
      count(a.giver_id)::int as pairs, count(*) filter (where a.giver_id = a.receiver_id)::int as selves
    from draws d left join santa_assignments a on a.secret_santa_id = d.secret_santa_id and a.year = d.year
    group by d.secret_santa_id, d.year`);
  for (const draw of broken) {
    const whole =
      draw.pairs === draw.players &&
      draw.givers === draw.players &&
      draw.receivers === draw.players &&
      draw.selves === 0;
    if (!whole)
      problems.push(
        `tirage ${draw.secret_santa_id}/${draw.year} incomplet : ${JSON.stringify(draw)}`,
      );
  }
  const orphans = await query<{ count: number }>(`
    select count(*)::int as count from santa_assignments a
    where not exists (select 1 from draws d where d.secret_santa_id = a.secret_santa_id and d.year = a.year)`);
  if (orphans[0]!.count > 0) problems.push(`${orphans[0]!.count} paire(s) sans tirage`);
  const strange = await query<{ count: number }>(
    `select count(*)::int as count from mail_outbox where status not in ('pending', 'sent', 'failed')`,
  );
  if (strange[0]!.count > 0) problems.push(`${strange[0]!.count} e-mail(s) dans un état inconnu`);
  return problems;
}

/** Opens a stopped app's PGlite folder (as `DATA_DIR` names it) and checks it. */
export async function checkPgliteFolder(dataDir: string): Promise<string[]> {
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    extensions: { amcheck },
  });
  try {
    return await checkDatabase(async (text) => (await client.query(text)).rows as never[]);
  } finally {
    await client.close();
  }
}
