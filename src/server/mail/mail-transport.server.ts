import nodemailer from 'nodemailer';
import { type DkimConfig, senderDomain } from '../env.server.ts';
import type { RenderedMail } from './mail-kinds.ts';
import { stopSubject, verpAddress } from './read-bounce.ts';

export type OutgoingMail = RenderedMail & { id: string; to: string };

export type MailTransport = {
  /** Where messages end up: an SMTP server, or the local mailbox page. */
  kind: 'smtp' | 'mailbox';
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
};

/**
 * The headers DKIM signs: those each e-mail has, and a reminder's unsubscribe pair, which one-click
 * unsubscribing asks to be signed (RFC 8058 §4).
 */
const SIGNED_HEADERS =
  'From:To:Subject:Date:Message-ID:MIME-Version:Content-Type:List-Unsubscribe:List-Unsubscribe-Post';

/** An SMTP answer in the 5xx range means "never", anything else "maybe later". */
export class PermanentMailError extends Error {}
/** A 4xx: the receiving side asks to try later; its domain's other e-mails wait too. */
export class TryLaterMailError extends Error {}

export function createSmtpTransport(options: {
  smtpUrl: string;
  from: string;
  dkim?: DkimConfig | undefined;
  /** Bounces come back to a variant of it per e-mail (VERP), read by bounces.server.ts. */
  bounceAddress?: string | undefined;
}): MailTransport {
  // A pool of connections: sending thousands of notifications one connection each is slow.
  const url = new URL(options.smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  // Bounded waits: a silent server fails the attempt, to be tried again later, instead of
  // holding its batch (and the worker) for ever.
  const timeouts = { connectionTimeout: '10000', greetingTimeout: '10000', socketTimeout: '15000' };
  for (const [name, ms] of Object.entries(timeouts))
    if (!url.searchParams.has(name)) url.searchParams.set(name, ms);
  const transporter = nodemailer.createTransport(url.toString(), {
    from: options.from,
    ...(options.dkim ? { dkim: { ...options.dkim, headerFieldNames: SIGNED_HEADERS } } : {}),
  });
  // On the sender's own domain: a Message-ID on a domain that does not exist counts against
  // an e-mail with the receiving side's filters.
  const messageIdDomain = senderDomain(options.from) ?? 'localhost';
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transporter.sendMail({
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments?.map(({ filename, contentType, content }) => ({
            filename,
            contentType,
            content,
          })),
          // SMTP is at-least-once: a stable Message-ID lets the receiving side drop a copy
          // sent again after a crash between "accepted" and "marked sent".
          messageId: `<${mail.id}@${messageIdDomain}>`,
          ...(options.bounceAddress
            ? { envelope: { from: verpAddress(options.bounceAddress, mail.id), to: mail.to } }
            : {}),
          // A reminder says how to stop it, in one click from the mail client (RFC 8058).
          ...(mail.unsubscribeUrl
            ? {
                headers: {
                  // Beside the link, an e-mail to the bounce mailbox, which is read.
                  'List-Unsubscribe': options.bounceAddress
                    ? `<${mail.unsubscribeUrl}>, <mailto:${options.bounceAddress}?subject=${stopSubject(mail.id)}>`
                    : `<${mail.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                },
              }
            : {}),
        });
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500)
          throw new PermanentMailError((error as Error).message);
        if (code !== undefined && code >= 400)
          throw new TryLaterMailError((error as Error).message);
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP the message is already where it will be read: its outbox row, shown by
 * /dev/mailbox. The console says only that one arrived: its links carry tokens, which no
 * log line may (docs/security.md, "Logs").
 */
export function createMailboxTransport(options: {
  publicUrl: string;
  log?: (line: string) => void;
}): MailTransport {
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    kind: 'mailbox',
    async send(mail) {
      log(
        `📬 Email pour ${mail.to} : ${mail.subject} (boîte mail locale : ${options.publicUrl}/dev/mailbox)`,
      );
    },
    close: () => {},
  };
}
