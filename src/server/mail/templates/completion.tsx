import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const completionSubject = (p: MailPayload<'completion'>, t: MailTexts) =>
  t.completionSubject(p.secretSantaName);

export function Completion(p: MailPayload<'completion'>) {
  const t = useMailTexts();
  return (
    <ChristmasLayout preview={t.completionText(p.secretSantaName)} title={t.completionTitle}>
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.completionText(p.secretSantaName)}</Text>
    </ChristmasLayout>
  );
}
