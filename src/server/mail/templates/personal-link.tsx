import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

const t = mailMessages.mail;

export const personalLinkSubject = (p: TemplateProps<'personal-link'>) =>
  t.personalLinkSubject(p.secretSantaName);

export function PersonalLink(p: TemplateProps<'personal-link'>) {
  return (
    <ChristmasLayout
      preview={t.personalLinkText}
      title={t.personalLinkTitle}
      action={{ label: t.personalLinkButton, url: p.url }}
      footnote={linkFootnote(p)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.personalLinkText}</Text>
    </ChristmasLayout>
  );
}
