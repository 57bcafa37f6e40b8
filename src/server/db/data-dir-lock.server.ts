import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/**
 * PGlite has no lock of its own: two processes on one folder corrupt it. This one is the
 * kernel's (an open-file-description lock on `server.lock`, decision 0019): it is held as long
 * as this process keeps the file open, and released by the kernel when the process ends,
 * however it ends. A dead process never blocks a restart, a live one always refuses a second,
 * whatever the pids. The file also says the owner's pid, for the message only.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'server.lock');
  const fd = openSync(lockPath, 'a+');
  if (!tryLock(fd)) {
    closeSync(fd);
    const owner = readFileSync(lockPath, 'utf8').trim();
    throw new Error(
      `Le dossier de données ${path.resolve(dataDir)} est déjà utilisé par un autre processus` +
        `${/^\d+$/.test(owner) ? ` (pid ${owner})` : ''}. Arrêtez-le, ou choisissez un autre DATA_DIR.`,
    );
  }
  ftruncateSync(fd, 0);
  writeSync(fd, String(process.pid));
  return () => {
    unlock(fd);
    closeSync(fd);
  };
}
