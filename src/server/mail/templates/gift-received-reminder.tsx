import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const giftReceivedReminderSubject = (
  p: TemplateProps<'gift-received-reminder'>,
  t: MailTexts,
) => t.giftReceivedReminderSubject(p.secretSantaName);

/**
 * The day after the exchange, to a player who has not pressed « J'ai reçu mon cadeau ! »
 * (docs/product.md §6.9): the exchange ends when everyone has.
 */
export function GiftReceivedReminder(p: TemplateProps<'gift-received-reminder'>) {
  const t = useMailTexts();
  const text = t.giftReceivedReminderText(p.secretSantaName);
  return (
    <ChristmasLayout
      preview={text}
      title={t.giftReceivedReminderTitle}
      action={{ label: t.openSpaceButton, url: p.url }}
      footnote={linkFootnote(p, t)}
      stopRemindersUrl={p.stopRemindersUrl}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
