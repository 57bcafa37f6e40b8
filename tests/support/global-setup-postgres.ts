import type { TestProject } from 'vitest/node';
import { migratePostgres } from '../../src/server/db/database.server.ts';
import {
  createEmptyDatabase,
  startPostgresCluster,
  type PostgresCluster,
} from './postgres-cluster.ts';

const TEMPLATE = 'secret_santa_template';

/**
 * The API tests' PostgreSQL: DATABASE_URL if given, else a throwaway cluster. One
 * migrated template database is made once; each test file copies it.
 */
export default async function setup(project: TestProject) {
  let cluster: PostgresCluster | undefined;
  const serverUrl = process.env.DATABASE_URL ?? (cluster = await startPostgresCluster()).url;

  await migratePostgres(await createEmptyDatabase(serverUrl, TEMPLATE));

  project.provide('postgresUrl', serverUrl);
  project.provide('postgresTemplate', TEMPLATE);
  return () => cluster?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
    postgresTemplate: string;
    pgliteTemplatePath: string;
  }
}
