import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const personalLinkSubject = (p: TemplateProps<'personal-link'>, t: MailTexts) =>
  t.personalLinkSubject(p.secretSantaName);

export function PersonalLink(p: TemplateProps<'personal-link'>) {
  const t = useMailTexts();
  return (
    <ChristmasLayout
      preview={t.personalLinkText}
      title={t.personalLinkTitle}
      action={{ label: t.personalLinkButton, url: p.url }}
      footnote={linkFootnote(p, t)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.personalLinkText}</Text>
    </ChristmasLayout>
  );
}
