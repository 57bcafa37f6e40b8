import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

const t = mailMessages.mail;

export const personalLinkSubject = (p: MailPayload<'personal-link'>) => t.personalLinkSubject(p.secretSantaName);

export function PersonalLink(p: MailPayload<'personal-link'>) {
  return (
    <ChristmasLayout
      preview={t.personalLinkText}
      title={t.personalLinkTitle}
      action={{ label: t.personalLinkButton, url: p.url }}
      footnote={t.drawFootnote}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.personalLinkText}</Text>
    </ChristmasLayout>
  );
}
