import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  /** The envelope sender: tells apart app instances configured with different MAIL_FROM. */
  from: string;
  to: string[];
  subject: string;
  messageId: string | undefined;
  text: string;
  html: string;
  links: string[];
  /** Every part that is neither the text nor the HTML body, decoded. */
  attachments: Array<{ contentType: string; filename: string | undefined; content: string }>;
  raw: string;
};

/**
 * A real SMTP server on a free loopback port that keeps what it receives. Messages are
 * parsed here (mailparser does not install from this registry): enough MIME for ours.
 */
export async function startSmtpSink(
  options: {
    delayMs?: number;
    /** Listen here, e.g. where an app already points while its SMTP server was down. */
    port?: number;
    /** Recipients refused for good (550), as a mailbox that does not exist. */
    refuses?: (recipient: string) => boolean;
    /** Recipients told to try later (451), as a provider that slows a sender down. */
    defers?: (recipient: string) => boolean;
  } = {},
) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing waits for the app's pooled connections at most this long, not 30 s.
    closeTimeout: 500,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo(address, _session, callback) {
      if (options.defers?.(address.address))
        return callback(Object.assign(new Error('Réessayez plus tard'), { responseCode: 451 }));
      if (!options.refuses?.(address.address)) return callback();
      callback(Object.assign(new Error('Boîte inexistante'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const accept = () => {
          received.push({
            ...parseMail(
              raw,
              session.envelope.rcptTo.map((r) => r.address),
            ),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  // A client that dies mid-conversation (the crash test kills the app) resets its socket:
  // expected there, and nothing to fail a test on. Any other server error still throws.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as AddressInfo).port;

  /** Waits until a message for `recipient` matching `predicate` has arrived. */
  async function waitForMail(
    recipient: string,
    predicate: (mail: ReceivedMail) => boolean = () => true,
    timeoutMs = 15_000,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = [...received]
        .reverse()
        .find((mail) => mail.to.includes(recipient.toLowerCase()) && predicate(mail));
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Aucun email reçu pour ${recipient} après ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function splitHeaders(part: string): { headers: Map<string, string>; body: string } {
  const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index > 0)
      headers.set(line.slice(0, index).trim().toLowerCase(), line.slice(index + 1).trim());
  }
  return { headers, body: rest.join('\n\n') };
}

/** Encoded words in headers (RFC 2047), as nodemailer writes a French subject. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function parseMail(raw: string, to: string[]): Omit<ReceivedMail, 'from'> {
  const { headers, body } = splitHeaders(raw);
  let text = '';
  let html = '';
  const attachments: ReceivedMail['attachments'] = [];
  const collect = (partHeaders: Map<string, string>, partBody: string) => {
    const type = partHeaders.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const piece of partBody.split(`--${boundary}`).slice(1)) {
        if (piece.startsWith('--')) break;
        const sub = splitHeaders(piece.replace(/^\r?\n/, ''));
        collect(sub.headers, sub.body);
      }
      return;
    }
    const decoded = decodeBody(
      partBody,
      partHeaders.get('content-transfer-encoding')?.toLowerCase(),
    );
    const disposition = partHeaders.get('content-disposition') ?? '';
    if (/^attachment/i.test(disposition) || !/^text\/(html|plain)/i.test(type)) {
      const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
      attachments.push({ contentType: type, filename, content: decoded });
    } else if (type.startsWith('text/html')) html += decoded;
    else text += decoded;
  };
  collect(headers, body);
  return {
    to: to.map((address) => address.toLowerCase()),
    subject: decodeHeader(headers.get('subject') ?? ''),
    messageId: headers.get('message-id'),
    text,
    html,
    links: [...new Set(text.match(/https?:\/\/[^\s)\]>"]+/g) ?? [])],
    attachments,
    raw,
  };
}
