import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` uses this: it writes versioned SQL migrations that
// the server applies at start, on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
});
