import PostalMime, { type Email } from 'postal-mime';

/** What a bounce says: which outbox row did not arrive, to whom, and the receiving side's words. */
export type Bounce = { outboxId: string; recipient: string; reason: string };

/** Where our e-mails' bounces come back: the VERP address and the Message-IDs' domain. */
export type BounceAddressing = {
  /** 'bounces@example.org': each e-mail's envelope sender is 'bounces+{outbox id}@example.org'. */
  bounceAddress: string;
  /** MAIL_FROM's domain, which ends every Message-ID ('<{outbox id}@example.org>'). */
  senderDomain: string;
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const REASON_MAX = 500;

/** The envelope sender of outbox row `id` (VERP): its bounce says which e-mail it is about. */
export function verpAddress(bounceAddress: string, id: string): string {
  const at = bounceAddress.lastIndexOf('@');
  return `${bounceAddress.slice(0, at)}+${id}${bounceAddress.slice(at)}`;
}

/** What a message of the bounce mailbox asks: a bounce, or a reminder's mailto unsubscribe. */
export type MailboxMessage =
  ({ kind: 'bounce' } & Bounce) | { kind: 'stop-reminders'; outboxId: string };

/** The subject of a reminder's `List-Unsubscribe` mailto: 'stop-{outbox id of the reminder}'. */
export const stopSubject = (outboxId: string) => `stop-${outboxId}`;

/**
 * Reads one message of the bounce mailbox: a bounce (`readBounce`), or a mail client's
 * unsubscribe by e-mail, which a reminder's `List-Unsubscribe` offers beside its link
 * (docs/product.md §6.9): sent to the bounce address with the subject `stopSubject` names.
 */
export async function readMailboxMessage(
  raw: string | ArrayBuffer | Uint8Array,
  addressing: BounceAddressing,
): Promise<MailboxMessage | null> {
  const email = await PostalMime.parse(raw);
  const stop = new RegExp(`^\\s*stop-(${UUID})\\s*$`, 'i').exec(email.subject ?? '')?.[1];
  if (stop) return { kind: 'stop-reminders', outboxId: stop.toLowerCase() };
  const bounce = bounceOf(email, addressing);
  return bounce ? { kind: 'bounce', ...bounce } : null;
}

/**
 * Reads one message of the bounce mailbox as a bounce. A bounce is a delivery status notification
 * (RFC 3464: `multipart/report` with a `message/delivery-status` part) whose recipient's
 * Action is `failed`, or the plain-text form some servers still send (Exim's « Mail delivery
 * failed », with `X-Failed-Recipients`). Anything else is not a bounce: an out-of-office reply,
 * a warning that delivery is delayed, a person writing to the address. The e-mail it is about
 * is found by the VERP address the bounce comes back to, or else by our Message-ID quoted in it.
 */
export async function readBounce(
  raw: string | ArrayBuffer | Uint8Array,
  addressing: BounceAddressing,
): Promise<Bounce | null> {
  return bounceOf(await PostalMime.parse(raw), addressing);
}

function bounceOf(email: Email, addressing: BounceAddressing): Bounce | null {
  const failure = reportedFailure(email) ?? plainTextFailure(email);
  if (!failure) return null;
  const outboxId = outboxIdOf(email, addressing);
  if (!outboxId) return null;
  return { outboxId, recipient: failure.recipient, reason: failure.reason.slice(0, REASON_MAX) };
}

type Failure = { recipient: string; reason: string };

const decoder = new TextDecoder();
function textOf(content: ArrayBuffer | Uint8Array | string): string {
  return typeof content === 'string' ? content : decoder.decode(content);
}

/** 'Name: value' fields of a header block, folded lines joined, names lower-cased. */
function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return fields;
}

/** The value after a type ('rfc822; anna@example.net' → 'anna@example.net'). */
const typed = (value: string | undefined) => value?.replace(/^[\w-]+\s*;\s*/, '').trim();

function reportedFailure(email: Email): Failure | null {
  const report = email.attachments.find((part) => part.mimeType === 'message/delivery-status');
  if (!report) return null;
  // The first block is about the message, each next one about one recipient.
  const [, ...recipients] = textOf(report.content)
    .split(/\r?\n\s*\r?\n/)
    .map(fieldsOf);
  const failed = recipients.find((fields) => fields.get('action')?.toLowerCase() === 'failed');
  const recipient = typed(failed?.get('final-recipient') ?? failed?.get('original-recipient'));
  if (!failed || !recipient) return null;
  const reason = typed(failed.get('diagnostic-code')) ?? failed.get('status') ?? '';
  return { recipient: recipient.toLowerCase(), reason };
}

function plainTextFailure(email: Email): Failure | null {
  const failedRecipient = header(email, 'x-failed-recipients')?.split(',')[0]?.trim();
  const text = email.text ?? '';
  if (!failedRecipient || !/permanent error|could not be delivered|delivery failed/i.test(text))
    return null;
  // The receiving server's answer: its first line with an SMTP code of failure.
  const reason = /^\s*(5\d\d[ -].*)$/m.exec(text)?.[1]?.trim() ?? '';
  return { recipient: failedRecipient.toLowerCase(), reason };
}

function header(email: Email, name: string): string | undefined {
  return email.headers.find((field) => field.key === name)?.value;
}

function outboxIdOf(
  email: Email,
  { bounceAddress, senderDomain }: BounceAddressing,
): string | null {
  const at = bounceAddress.lastIndexOf('@');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const verp = new RegExp(
    `${escape(bounceAddress.slice(0, at))}\\+(${UUID})${escape(bounceAddress.slice(at))}`,
    'i',
  );
  for (const name of ['delivered-to', 'x-original-to', 'envelope-to', 'to']) {
    for (const field of email.headers.filter((candidate) => candidate.key === name)) {
      const id = verp.exec(field.value)?.[1];
      if (id) return id.toLowerCase();
    }
  }
  // No VERP (a server that bounces to the header's From, or no BOUNCE_ADDRESS then): our
  // Message-ID, quoted in the report, the returned message or its headers.
  const ours = new RegExp(`<(${UUID})@${escape(senderDomain)}>`, 'i');
  const quoted = [
    header(email, 'in-reply-to'),
    header(email, 'references'),
    ...email.attachments.map((part) => textOf(part.content)),
    email.text,
  ];
  for (const text of quoted) {
    const id = text ? ours.exec(text)?.[1] : undefined;
    if (id) return id.toLowerCase();
  }
  return null;
}
