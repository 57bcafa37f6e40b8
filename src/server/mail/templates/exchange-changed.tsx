import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const exchangeChangedSubject = (p: TemplateProps<'exchange-changed'>, t: MailTexts) =>
  t.exchangeChangedSubject(p.secretSantaName);

/**
 * The exchange's date or place changed after the notification (docs/product.md §3.6): the new
 * details, and the calendar event again (attached by `renderMail` when there is a date).
 */
export function ExchangeChanged(p: TemplateProps<'exchange-changed'>) {
  const t = useMailTexts();
  const text =
    p.exchangeSummary === undefined
      ? t.exchangeDateRemovedText(p.secretSantaName)
      : t.exchangeChangedText(p.secretSantaName);
  return (
    <ChristmasLayout
      exchange={p}
      preview={text}
      title={t.exchangeChangedTitle}
      action={{ label: t.openSpaceButton, url: p.url }}
      footnote={linkFootnote(p, t)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
