import type { Database } from './database.server.ts';

/**
 * A statement built once per database and prepared under `name`, for the reads every page
 * makes: the query builder's work is done once, and PostgreSQL plans it once per connection
 * instead of on every request (decision 0010). Placeholders (`sql.placeholder`) take the
 * values.
 * Give it the app's database, not a transaction: it would build the statement again for each.
 */
export function prepared<T>(build: (db: Database) => T): (db: Database) => T {
  const statements = new WeakMap<Database, T>();
  return (db) => {
    let statement = statements.get(db);
    if (statement === undefined) {
      statement = build(db);
      statements.set(db, statement);
    }
    return statement;
  };
}
