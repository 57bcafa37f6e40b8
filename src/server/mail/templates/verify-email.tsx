import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

const t = mailMessages.mail;

export const verifyEmailSubject = () => t.verifySubject;

export function VerifyEmail({ name, url }: MailPayload<'verify-email'>) {
  return (
    <ChristmasLayout
      preview={t.verifyText}
      title={t.verifyTitle}
      action={{ label: t.verifyButton, url }}
      footnote={t.verifyExpiry}
    >
      <Text>{t.verifyGreeting(name)}</Text>
      <Text>{t.verifyText}</Text>
    </ChristmasLayout>
  );
}
