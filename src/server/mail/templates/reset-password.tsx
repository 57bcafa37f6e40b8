import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const resetPasswordSubject = (_: unknown, t: MailTexts) => t.resetSubject;

export function ResetPassword({ name, url }: MailPayload<'reset-password'>) {
  const t = useMailTexts();
  return (
    <ChristmasLayout
      preview={t.resetText}
      title={t.resetTitle}
      action={{ label: t.resetButton, url }}
      footnote={t.resetExpiry}
    >
      <Text>{t.verifyGreeting(name)}</Text>
      <Text>{t.resetText}</Text>
    </ChristmasLayout>
  );
}
