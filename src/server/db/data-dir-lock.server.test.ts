import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.server.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));

describe('acquireDataDirLock', () => {
  it('refuses a second owner while the first runs, with a French message', () => {
    const dir = tempDir();
    // Another live process: our parent.
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(/déjà utilisé par un autre processus/);
  });

  it('takes over a lock left by a process that no longer runs, and releases it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    const again = acquireDataDirLock(dir);
    again();
  });
});
