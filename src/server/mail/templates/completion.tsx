import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

const t = mailMessages.mail;

export const completionSubject = (p: MailPayload<'completion'>) => t.completionSubject(p.secretSantaName);

export function Completion(p: MailPayload<'completion'>) {
  return (
    <ChristmasLayout preview={t.completionText(p.secretSantaName)} title={t.completionTitle}>
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.completionText(p.secretSantaName)}</Text>
    </ChristmasLayout>
  );
}
