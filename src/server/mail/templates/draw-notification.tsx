import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const drawNotificationSubject = (p: TemplateProps<'draw-notification'>, t: MailTexts) =>
  p.isRedraw ? t.redrawSubject(p.secretSantaName) : t.drawSubject(p.secretSantaName);

/** The personal link's footnote, with the last day it works when the e-mail knows it. */
export function linkFootnote(p: { linkLastDay?: string }, t: MailTexts): string {
  return p.linkLastDay === undefined ? t.linkFootnoteUndated : t.linkFootnote(p.linkLastDay);
}

/**
 * The draw e-mail (docs/product.md §10): the personal link, never the name of whom they give to.
 * After a reset, it says the draw was made again (docs/product.md §6.4).
 */
export function DrawNotification(p: TemplateProps<'draw-notification'>) {
  const t = useMailTexts();
  const text = p.isRedraw ? t.redrawText(p.secretSantaName) : t.drawText(p.secretSantaName);
  return (
    <ChristmasLayout
      exchange={p}
      preview={text}
      title={p.isRedraw ? t.redrawTitle : t.drawTitle}
      action={{ label: t.drawButton, url: p.url }}
      footnote={linkFootnote(p, t)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
