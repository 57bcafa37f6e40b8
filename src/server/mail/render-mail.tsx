import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { MailPayloadSchemas, type MailKind, type RenderedMail } from './mail-kinds.ts';
import { Completion, completionSubject } from './templates/completion.tsx';
import { DrawNotification, drawNotificationSubject } from './templates/draw-notification.tsx';
import { Invitation, invitationSubject } from './templates/invitation.tsx';
import { PersonalLink, personalLinkSubject } from './templates/personal-link.tsx';
import { ResetPassword, resetPasswordSubject } from './templates/reset-password.tsx';
import { VerifyEmail, verifyEmailSubject } from './templates/verify-email.tsx';

type Template<K extends MailKind> = {
  subject: (payload: never) => string;
  body: (payload: ReturnType<(typeof MailPayloadSchemas)[K]['parse']>) => ReactElement;
};

const templates: { [K in MailKind]: Template<K> } = {
  'verify-email': { subject: verifyEmailSubject, body: (p) => <VerifyEmail {...p} /> },
  'reset-password': { subject: resetPasswordSubject, body: (p) => <ResetPassword {...p} /> },
  invitation: { subject: invitationSubject, body: (p) => <Invitation {...p} /> },
  'draw-notification': { subject: drawNotificationSubject, body: (p) => <DrawNotification {...p} /> },
  completion: { subject: completionSubject, body: (p) => <Completion {...p} /> },
  'personal-link': { subject: personalLinkSubject, body: (p) => <PersonalLink {...p} /> },
};

/** Turns an outbox row's kind and payload into the HTML and plain-text message. */
export async function renderMail(kind: string, payload: unknown): Promise<RenderedMail> {
  if (!(kind in templates)) throw new Error(`Type d'email inconnu : ${kind}`);
  const mailKind = kind as MailKind;
  const parsed = MailPayloadSchemas[mailKind].parse(payload) as never;
  const template = templates[mailKind] as Template<MailKind>;
  const element = template.body(parsed);
  // One render; the text part is derived from it (rendering twice costs twice as much).
  const html = await render(element);
  return { subject: template.subject(parsed), html, text: toPlainText(html) };
}
