import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './data-dir-lock.server.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Another process, started with `args`; resolves once it has printed `ready`. */
async function startProcess(args: string[], ready?: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  if (ready) {
    let output = '';
    child.stdout!.setEncoding('utf8');
    while (!output.includes(ready)) {
      const [chunk] = (await once(child.stdout!, 'data')) as [string];
      output += chunk;
    }
  } else {
    await once(child, 'spawn');
  }
  return child;
}

/** A server process on `dir`, as far as the lock goes: it takes it and keeps running. */
const processHoldingLock = (dir: string) =>
  startProcess(
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.resolve('src/server/db/data-dir-lock.server.ts')}').then((m) => {
        m.acquireDataDirLock(${JSON.stringify(dir)});
        console.log('locked');
        setInterval(() => {}, 1000);
      })`,
    ],
    'locked',
  );

describe('acquireDataDirLock', () => {
  it('refuses a second owner while the first runs, naming it in French, and takes over at once once it is killed', async () => {
    const dir = tempDir();
    const holder = await processHoldingLock(dir);
    for (let i = 0; i < 2; i++) {
      expect(() => acquireDataDirLock(dir)).toThrow(
        `est déjà utilisé par un autre processus (pid ${holder.pid})`,
      );
    }
    holder.kill('SIGKILL');
    await once(holder, 'exit');

    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('is not fooled by a pid used again: a lock file naming a live, unrelated process does not refuse', async () => {
    // What a container restarted after SIGKILL sees: the pid in the file is now someone else's,
    // its own parent's, or pid 1.
    const unrelated = await startProcess(['-e', 'setInterval(() => {}, 1000)']);
    for (const pid of [unrelated.pid!, process.ppid, 1]) {
      const dir = tempDir();
      writeFileSync(path.join(dir, 'server.lock'), String(pid));
      const release = acquireDataDirLock(dir);
      release();
    }
  });

  it('refuses a second opening in the same process too, and is free again once released', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(/déjà utilisé par un autre processus/);
    release();
    acquireDataDirLock(dir)();
  });
});
