import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const drawChangedSubject = (p: TemplateProps<'draw-changed'>, t: MailTexts) =>
  t.drawChangedSubject(p.secretSantaName);

/**
 * To a giver whose recipient changed after someone withdrew or joined (docs/product.md §6.8):
 * the personal link, never a name, neither the new recipient's nor the reason's.
 */
export function DrawChanged(p: TemplateProps<'draw-changed'>) {
  const t = useMailTexts();
  const text = t.drawChangedText(p.secretSantaName);
  return (
    <ChristmasLayout
      exchange={p}
      preview={text}
      title={t.drawChangedTitle}
      action={{ label: t.drawChangedButton, url: p.url }}
      footnote={linkFootnote(p, t)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
