import { localMailboxUrl, readConfig, unsentMailWarning } from './env.server.ts';
import { startServer } from './start-server.ts';
import { maskSecrets, useJsonLogs } from './log.ts';

/** How long a stop may take to finish the answers and the e-mail batch under way. */
const STOP_SECONDS = 20;

/** `npm start` ends here: read the configuration, serve, and close cleanly on a signal. */
async function main() {
  const config = readConfig();
  if (config.logFormat === 'json') useJsonLogs();
  const server = await startServer(config);
  const database = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
  const mail = config.smtpUrl ? 'SMTP' : `boîte mail locale ${localMailboxUrl(config)}`;
  console.log(`🎅 Secret Santa est prêt sur ${server.url} — base : ${database}, emails : ${mail}`);
  const warning = unsentMailWarning(config);
  if (warning) console.warn(warning);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Arrêt (${signal})…`);
    // Bounded: a request or an SMTP server that hangs must not hold a restart (systemd's
    // TimeoutStopSec is longer, deploy/secret-santa.service).
    setTimeout(() => {
      console.error(`Arrêt forcé : encore occupé après ${STOP_SECONDS} s.`);
      process.exit(1);
    }, STOP_SECONDS * 1000).unref();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

// A start refused is the operator's to fix (a variable, a folder): its message alone says how.
main().catch((error: unknown) => {
  console.error(maskSecrets(error instanceof Error ? error.message : String(error)));
  process.exit(1);
});
