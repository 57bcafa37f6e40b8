import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const verifyEmailSubject = (_: unknown, t: MailTexts) => t.verifySubject;

export function VerifyEmail({ name, url }: MailPayload<'verify-email'>) {
  const t = useMailTexts();
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
