import { Text } from '@react-email/text';
import { SPACE_MESSAGES_FRAGMENT } from '../../../shared/pages.ts';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout, QuotedText } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const messageSubject = (p: TemplateProps<'message'>, t: MailTexts) =>
  p.writerName === undefined
    ? t.messageFromSantaSubject(p.secretSantaName)
    : t.messageFromRecipientSubject(p.writerName, p.secretSantaName);

/**
 * New messages in a participant's conversation (docs/product.md §7.7): their text, one after
 * the other, and a link to answer. To a recipient the writer is « Votre Père Noël secret »,
 * never a name.
 */
export function Message(p: TemplateProps<'message'>) {
  const t = useMailTexts();
  const intro =
    p.writerName === undefined
      ? t.messageFromSantaText(p.secretSantaName)
      : t.messageFromRecipientText(p.writerName, p.secretSantaName);
  return (
    <ChristmasLayout
      preview={intro}
      title={p.writerName === undefined ? t.messageFromSantaTitle : t.messageFromRecipientTitle}
      // The space opens on its messages (docs/product.md §7.7): a fragment, which the browser
      // keeps to itself, after the token's path.
      action={{ label: t.messageButton, url: `${p.url}#${SPACE_MESSAGES_FRAGMENT}` }}
      footnote={linkFootnote(p, t)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{intro}</Text>
      <QuotedText>{p.text}</QuotedText>
    </ChristmasLayout>
  );
}
