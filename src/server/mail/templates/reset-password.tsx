import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

const t = mailMessages.mail;

export const resetPasswordSubject = () => t.resetSubject;

export function ResetPassword({ name, url }: MailPayload<'reset-password'>) {
  return (
    <ChristmasLayout preview={t.resetText} title={t.resetTitle} action={{ label: t.resetButton, url }} footnote={t.resetExpiry}>
      <Text>{t.verifyGreeting(name)}</Text>
      <Text>{t.resetText}</Text>
    </ChristmasLayout>
  );
}
