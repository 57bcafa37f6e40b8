import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const emailChangedSubject = (p: MailPayload<'email-changed'>, t: MailTexts) =>
  t.emailChangedSubject(p.secretSantaName);

/** Sent to the previous address: an organiser never changes it after the draw silently. */
export function EmailChanged(p: MailPayload<'email-changed'>) {
  const t = useMailTexts();
  return (
    <ChristmasLayout
      preview={t.emailChangedTitle}
      title={t.emailChangedTitle}
      footnote={t.emailChangedFootnote(p.organiserName)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.emailChangedText(p.organiserName, p.secretSantaName, p.newEmail)}</Text>
    </ChristmasLayout>
  );
}
