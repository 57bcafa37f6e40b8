import type { ReactElement } from 'react';
import { toPlainText } from '@react-email/render';
import { renderToStaticMarkup } from 'react-dom/server';
import { describeExchange } from '../../shared/exchange/describe-exchange.ts';
import { exchangeTimeForReader, USUAL_TIME_ZONES } from '../../shared/exchange/reader-time.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/language.ts';
import { messagesIn } from '../catalogues.ts';
import type { MailEvent } from '../domain/exchange.server.ts';
import { logFailure } from '../log.ts';
import {
  CALENDAR_CONTENT_TYPE,
  participantCalendar,
} from '../domain/participant-calendar.server.ts';
import {
  EarlierMailPayloadSchemas,
  MailPayloadSchemas,
  type ExchangeProps,
  type MailAttachment,
  type MailKind,
  type MailPayload,
  type PersonalLinkClaims,
  type RenderedMail,
  type TemplateProps,
} from './mail-kinds.ts';
import {
  lastDayOfLink,
  signPersonalLink,
  signStopRemindersLink,
  type LinkSigning,
} from './sign-personal-link.server.ts';
import { Announcement, announcementSubject } from './templates/announcement.tsx';
import {
  CoOrganiserInvitation,
  coOrganiserInvitationSubject,
} from './templates/co-organiser-invitation.tsx';
import { Completion, completionSubject } from './templates/completion.tsx';
import { DrawChanged, drawChangedSubject } from './templates/draw-changed.tsx';
import { DrawNotification, drawNotificationSubject } from './templates/draw-notification.tsx';
import { EmailChanged, emailChangedSubject } from './templates/email-changed.tsx';
import { ExchangeChanged, exchangeChangedSubject } from './templates/exchange-changed.tsx';
import { ExchangeReminder, exchangeReminderSubject } from './templates/exchange-reminder.tsx';
import { GiftIdeasReminder, giftIdeasReminderSubject } from './templates/gift-ideas-reminder.tsx';
import {
  GiftReceivedReminder,
  giftReceivedReminderSubject,
} from './templates/gift-received-reminder.tsx';
import { Invitation, invitationSubject } from './templates/invitation.tsx';
import { Message, messageSubject } from './templates/message.tsx';
import { PersonalLink, personalLinkSubject } from './templates/personal-link.tsx';
import { PlayerWithdrawn, playerWithdrawnSubject } from './templates/player-withdrawn.tsx';
import {
  RegistrationConfirmation,
  registrationConfirmationSubject,
} from './templates/registration-confirmation.tsx';
import { ResetPassword, resetPasswordSubject } from './templates/reset-password.tsx';
import { VerifyEmail, verifyEmailSubject } from './templates/verify-email.tsx';
import { MailLanguage, type MailTexts, mailTextsIn } from './templates/mail-texts.tsx';

type Template<K extends MailKind> = {
  subject: (payload: never, t: MailTexts) => string;
  body: (payload: TemplateProps<K>) => ReactElement;
};

const templates: { [K in MailKind]: Template<K> } = {
  'verify-email': { subject: verifyEmailSubject, body: (p) => <VerifyEmail {...p} /> },
  'reset-password': { subject: resetPasswordSubject, body: (p) => <ResetPassword {...p} /> },
  'registration-confirmation': {
    subject: registrationConfirmationSubject,
    body: (p) => <RegistrationConfirmation {...p} />,
  },
  'co-organiser-invitation': {
    subject: coOrganiserInvitationSubject,
    body: (p) => <CoOrganiserInvitation {...p} />,
  },
  invitation: { subject: invitationSubject, body: (p) => <Invitation {...p} /> },
  'draw-notification': {
    subject: drawNotificationSubject,
    body: (p) => <DrawNotification {...p} />,
  },
  'draw-changed': { subject: drawChangedSubject, body: (p) => <DrawChanged {...p} /> },
  announcement: { subject: announcementSubject, body: (p) => <Announcement {...p} /> },
  'player-withdrawn': {
    subject: playerWithdrawnSubject,
    body: (p) => <PlayerWithdrawn {...p} />,
  },
  message: { subject: messageSubject, body: (p) => <Message {...p} /> },
  'exchange-changed': { subject: exchangeChangedSubject, body: (p) => <ExchangeChanged {...p} /> },
  'exchange-reminder': {
    subject: exchangeReminderSubject,
    body: (p) => <ExchangeReminder {...p} />,
  },
  'gift-ideas-reminder': {
    subject: giftIdeasReminderSubject,
    body: (p) => <GiftIdeasReminder {...p} />,
  },
  'gift-received-reminder': {
    subject: giftReceivedReminderSubject,
    body: (p) => <GiftReceivedReminder {...p} />,
  },
  completion: { subject: completionSubject, body: (p) => <Completion {...p} /> },
  'personal-link': { subject: personalLinkSubject, body: (p) => <PersonalLink {...p} /> },
  'email-changed': { subject: emailChangedSubject, body: (p) => <EmailChanged {...p} /> },
};

/**
 * Rendering a React e-mail and deriving its text is slow, and a notification sends one per
 * player: a large event's would spend most of its sending time there (decision 0007). So each
 * kind (and payload shape) is rendered once with numbered markers in place of the payload's
 * texts, and each message fills the markers in: the values escaped for the HTML, as they are
 * for the text and the subject.
 */
const MARKER = '\u2063';
const markerPattern = new RegExp(`${MARKER}(\\d+)${MARKER}`, 'g');
type CompiledMail = { subject: string; html: string; text: string; paths: string[][] };
const compiled = new Map<string, CompiledMail>();

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}

/**
 * The payload with every text replaced by its marker, and where each text came from. An empty
 * text stays empty: a template may say something else in its place ('(rien)').
 */
function withMarkers(value: unknown, path: string[], paths: string[][]): unknown {
  if (typeof value === 'string' && value !== '') {
    paths.push(path);
    return `${MARKER}${paths.length - 1}${MARKER}`;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, withMarkers(inner, [...path, key], paths)]),
    );
  }
  return value;
}

/**
 * Which keys are present, and which texts are empty, not the texts: a template may show a part
 * only when a key is there, or a text is not empty.
 */
function shapeOf(value: unknown): unknown {
  if (typeof value === 'string') return value === '' ? '' : 's';
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]));
  }
  return value;
}

const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * An e-mail's HTML, with the doctype of @react-email/render, from React's synchronous renderer:
 * the streaming one @react-email/render uses keeps an AsyncLocalStorage in use for the rest of
 * the process, which every promise then pays for (decision 0039).
 */
export function mailHtml(element: ReactElement): string {
  return XHTML_DOCTYPE + renderToStaticMarkup(element);
}

function compile(kind: MailKind, payload: object, language: Language): CompiledMail {
  const paths: string[][] = [];
  const marked = withMarkers(payload, [], paths) as never;
  const template = templates[kind] as Template<MailKind>;
  const html = mailHtml(<MailLanguage language={language}>{template.body(marked)}</MailLanguage>);
  // Markers are digits: html-to-text's upper-casing of headings leaves them intact.
  const subject = template.subject(marked, mailTextsIn(language));
  return { subject, html, text: toPlainText(html), paths };
}

/**
 * The payload as its template reads it: a personal link the outbox keeps as claims is signed
 * here, when the message is rendered, with the expiry and generation the claims carry. A payload
 * in a shape an earlier version queued is already what the template reads.
 */
function toTemplateProps(
  kind: MailKind,
  payload: unknown,
  signing: LinkSigning,
  language: Language,
): object {
  const current = MailPayloadSchemas[kind].safeParse(payload);
  if (!current.success) {
    const earlier = EarlierMailPayloadSchemas[kind]?.safeParse(payload);
    if (earlier?.success) return earlier.data as object;
    throw current.error;
  }
  const data: MailPayload<MailKind> = current.data;
  if (!('personalLink' in data)) return data;
  const { personalLink, ...rest } = data as { personalLink: PersonalLinkClaims };
  return {
    ...rest,
    url: signPersonalLink(signing, personalLink),
    linkLastDay: lastDayOfLink(personalLink.expiresAt, language),
    ...(REMINDERS.has(kind)
      ? { stopRemindersUrl: signStopRemindersLink(signing, personalLink) }
      : {}),
  };
}

/**
 * The e-mails a person may stop (docs/product.md §6.9): the reminders. Those they need (the
 * draw, its changes, the messages) offer no unsubscribe.
 */
const REMINDERS: ReadonlySet<MailKind> = new Set<MailKind>([
  'exchange-reminder',
  'gift-ideas-reminder',
  'gift-received-reminder',
]);

/** The e-mails that show the exchange's details (docs/product.md §3.6). */
const SHOWS_EXCHANGE: ReadonlySet<MailKind> = new Set<MailKind>([
  'invitation',
  'draw-notification',
  'draw-changed',
  'exchange-changed',
  'exchange-reminder',
  'gift-ideas-reminder',
]);
/** The e-mails that carry the calendar event, when the exchange has a date (§3.6). */
const CARRIES_CALENDAR: ReadonlySet<MailKind> = new Set<MailKind>([
  'draw-notification',
  'draw-changed',
  'exchange-changed',
]);

function exchangeProps(
  kind: MailKind,
  event: MailEvent | undefined,
  language: Language,
): ExchangeProps {
  if (!event || !SHOWS_EXCHANGE.has(kind)) return {};
  const summary = describeExchange(event.exchange, messagesIn(language));
  // Where the reader's usual zone says another hour, the same time there (docs/product.md §3.6).
  const forReader = exchangeTimeForReader(
    event.exchange,
    USUAL_TIME_ZONES[language],
    messagesIn(language),
  );
  if (forReader !== null) summary.splice(1, 0, forReader);
  return {
    ...(summary.length > 0 ? { exchangeSummary: summary.join(' · ') } : {}),
    ...(event.exchange.note !== '' ? { organiserNote: event.exchange.note } : {}),
    ...(event.asksAddresses ? {} : { asksNoAddress: true as const }),
  };
}

/**
 * The calendar event (`.ics`) an e-mail carries when the exchange has a date. Should it fail to
 * be written, the e-mail goes without it: the draw e-mail matters more than the calendar.
 */
function calendarAttachments(
  kind: MailKind,
  props: object,
  context: MailContext,
  signing: LinkSigning,
  language: Language,
): MailAttachment[] | undefined {
  if (!context.event || !CARRIES_CALENDAR.has(kind)) return undefined;
  const { secretSantaName } = props as { secretSantaName: string };
  let content: string | null;
  try {
    content = participantCalendar({
      secretSantaId: context.secretSantaId,
      secretSantaName,
      event: context.event,
      publicUrl: signing.publicUrl,
      now: context.now,
      language,
    });
  } catch (error) {
    logFailure('Fichier d’agenda non joint à un email', error);
    return undefined;
  }
  if (content === null) return undefined;
  return [
    {
      filename: messagesIn(language).exchange.calendarFileName,
      contentType: CALENDAR_CONTENT_TYPE,
      content,
    },
  ];
}

/**
 * What an e-mail shows of its event, read when it is rendered: the exchange's details as they
 * are then (`readMailEvents`), and the time its calendar event is stamped with.
 */
export type MailContext = { secretSantaId: string; event: MailEvent | undefined; now: Date };

/**
 * Turns an outbox row's kind and payload into the HTML and plain-text message, in the row's
 * language: its recipient's (docs/product.md §9.9; French for rows queued before languages).
 * `signing` signs the personal links the payload carries as claims; `context`, when given,
 * adds the exchange's details and calendar event to the e-mails that show them.
 */
export async function renderMail(
  {
    kind,
    payload,
    language = DEFAULT_LANGUAGE,
  }: { kind: string; payload: unknown; language?: string },
  signing: LinkSigning,
  context?: MailContext,
): Promise<RenderedMail> {
  if (!(kind in templates)) throw new Error(`Type d'email inconnu : ${kind}`);
  const mailKind = kind as MailKind;
  const inLanguage = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const props = {
    ...toTemplateProps(mailKind, payload, signing, inLanguage),
    ...exchangeProps(mailKind, context?.event, inLanguage),
  };
  const key = `${kind}:${inLanguage}:${JSON.stringify(shapeOf(props))}`;
  let mail = compiled.get(key);
  if (!mail) {
    mail = compile(mailKind, props, inLanguage);
    compiled.set(key, mail);
  }
  const values = mail.paths.map((path) =>
    String(
      path.reduce<unknown>((at, segment) => (at as Record<string, unknown>)[segment], props),
    ).replaceAll(MARKER, ''),
  );
  const fill = (template: string, encode: (value: string) => string) =>
    template.replace(markerPattern, (_, index: string) => encode(values[Number(index)] ?? ''));
  const attachments = context
    ? calendarAttachments(mailKind, props, context, signing, inLanguage)
    : undefined;
  const { stopRemindersUrl } = props as { stopRemindersUrl?: string };
  return {
    subject: fill(mail.subject, (v) => v),
    html: fill(mail.html, escapeHtml),
    text: fill(mail.text, (v) => v),
    ...(attachments ? { attachments } : {}),
    ...(stopRemindersUrl ? { unsubscribeUrl: stopRemindersUrl } : {}),
  };
}
