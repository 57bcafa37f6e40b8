import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from './free-port.ts';

export type ImapServer = {
  /** `imap://bounces@example.org:secret@127.0.0.1:port/INBOX`, as BOUNCE_IMAP_URL takes it. */
  url: string;
  user: string;
  /** Drops a message into the mailbox, as a mail server delivering it would. */
  deliver: (raw: string) => Promise<void>;
  /** The mailbox's messages with their flags: whether the app marked each one read. */
  messages: () => Promise<Array<{ uid: number; flags: string[] }>>;
  stop: () => Promise<void>;
};

/** Dovecot on the PATH, or where Debian puts it (/usr/sbin, not on every user's PATH). */
function dovecotPath(): string | undefined {
  const onPath = spawnSync('sh', ['-c', 'command -v dovecot'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  return existsSync('/usr/sbin/dovecot') ? '/usr/sbin/dovecot' : undefined;
}

export function canStartImapServer(): boolean {
  return dovecotPath() !== undefined;
}

/**
 * A real IMAP server (Debian's Dovecot) on a free loopback port, for one mailbox that takes any
 * user with the password 'secret', its mail in a throwaway folder. As root, the mail belongs to
 * `nobody`: Dovecot refuses to keep mail as root.
 */
export async function startImapServer(): Promise<ImapServer> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'imap-'));
  chmodSync(folder, 0o755);
  const home = path.join(folder, 'home');
  mkdirSync(home);
  const isRoot = process.getuid?.() === 0;
  const user = os.userInfo().username;
  if (isRoot) chownSync(home, 65534, 65534);
  const port = await freePort();
  const config = path.join(folder, 'dovecot.conf');
  writeFileSync(
    config,
    `base_dir = ${folder}/run
state_dir = ${folder}/state
log_path = ${folder}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
${isRoot ? '' : asUser(user)}passdb {
  driver = static
  args = password=secret
}
userdb {
  driver = static
  args = uid=${isRoot ? 65534 : os.userInfo().uid} gid=${isRoot ? 65534 : os.userInfo().gid} home=${home}/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
`,
  );
  const server: ChildProcess = spawn(dovecotPath()!, ['-F', '-c', config], { stdio: 'ignore' });
  await waitForPort(port);
  const mailbox = 'bounces@example.org';
  const client = async () => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      auth: { user: mailbox, pass: 'secret' },
      logger: false,
    });
    await imap.connect();
    return imap;
  };
  return {
    url: `imap://${encodeURIComponent(mailbox)}:secret@127.0.0.1:${port}/INBOX`,
    user: mailbox,
    async deliver(raw) {
      const imap = await client();
      await imap.append('INBOX', raw);
      await imap.logout();
    },
    async messages() {
      const imap = await client();
      const lock = await imap.getMailboxLock('INBOX');
      const found: Array<{ uid: number; flags: string[] }> = [];
      try {
        for await (const message of imap.fetch('1:*', { uid: true, flags: true }))
          found.push({ uid: message.uid, flags: [...(message.flags ?? [])] });
      } catch {
        // An empty mailbox has no '1:*'.
      } finally {
        lock.release();
      }
      await imap.logout();
      return found;
    },
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * Dovecot run by someone other than root: its helper processes and sockets are theirs, and
 * their own uid may read mail (Dovecot takes none under 500 by default).
 */
function asUser(user: string): string {
  const group = spawnSync('id', ['-gn'], { encoding: 'utf8' }).stdout.trim();
  return `default_login_user = ${user}
default_internal_user = ${user}
default_internal_group = ${group}
first_valid_uid = 1
`;
}

/** Waits for Dovecot to accept connections on `port`: one that never does fails the test. */
async function waitForPort(port: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen) return;
    if (Date.now() > deadline) throw new Error(`Dovecot did not listen on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
