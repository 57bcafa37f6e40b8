import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout, QuotedText } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const announcementSubject = (p: TemplateProps<'announcement'>, t: MailTexts) =>
  t.announcementSubject(p.organiserName, p.secretSantaName);

/**
 * « Écrire à tous » (docs/product.md §4.11): the organiser's word as typed, and the reader's own
 * link. Nothing in it depends on the draw.
 */
export function Announcement(p: TemplateProps<'announcement'>) {
  const t = useMailTexts();
  const intro = t.announcementText(p.organiserName, p.secretSantaName);
  return (
    <ChristmasLayout
      preview={intro}
      title={t.announcementTitle(p.organiserName)}
      action={{ label: t.announcementButton, url: p.url }}
      footnote={linkFootnote(p, t)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{intro}</Text>
      <QuotedText>{p.text}</QuotedText>
    </ChristmasLayout>
  );
}
