import type { ReactElement } from 'react';
import { render } from '@react-email/render';
import { MailPayloadSchemas, type MailKind, type RenderedMail } from './mail-kinds.ts';
import { ResetPassword, resetPasswordSubject } from './templates/reset-password.tsx';
import { VerifyEmail, verifyEmailSubject } from './templates/verify-email.tsx';

type Template<K extends MailKind> = {
  subject: (payload: never) => string;
  body: (payload: ReturnType<(typeof MailPayloadSchemas)[K]['parse']>) => ReactElement;
};

const templates: { [K in MailKind]: Template<K> } = {
  'verify-email': { subject: verifyEmailSubject, body: (p) => <VerifyEmail {...p} /> },
  'reset-password': { subject: resetPasswordSubject, body: (p) => <ResetPassword {...p} /> },
};

/** Turns an outbox row's kind and payload into the HTML and plain-text message. */
export async function renderMail(kind: string, payload: unknown): Promise<RenderedMail> {
  if (!(kind in templates)) throw new Error(`Type d'email inconnu : ${kind}`);
  const mailKind = kind as MailKind;
  const parsed = MailPayloadSchemas[mailKind].parse(payload) as never;
  const template = templates[mailKind] as Template<MailKind>;
  const element = template.body(parsed);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: template.subject(parsed), html, text };
}
