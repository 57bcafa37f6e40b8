import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * AUTH_SECRET signs sessions and links. When it is not configured, one is generated
 * on the first start and kept in DATA_DIR, so sessions survive restarts. Several
 * instances behind a load balancer must share it: configure AUTH_SECRET for them.
 */
export function resolveAuthSecret(options: {
  configured: string | undefined;
  dataDir: string;
}): string {
  if (options.configured) return options.configured;
  const secretPath = path.join(options.dataDir, 'auth-secret');
  if (existsSync(secretPath)) return readFileSync(secretPath, 'utf8').trim();
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(secretPath, secret, { mode: 0o600 });
  return secret;
}
