import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

const t = mailMessages.mail;

export const giftReceivedReminderSubject = (p: TemplateProps<'gift-received-reminder'>) =>
  t.giftReceivedReminderSubject(p.secretSantaName);

/**
 * The day after the exchange, to a player who has not pressed « J'ai reçu mon cadeau ! »
 * (docs/product.md §6.9): the exchange ends when everyone has.
 */
export function GiftReceivedReminder(p: TemplateProps<'gift-received-reminder'>) {
  const text = t.giftReceivedReminderText(p.secretSantaName);
  return (
    <ChristmasLayout
      preview={text}
      title={t.giftReceivedReminderTitle}
      action={{ label: t.openSpaceButton, url: p.url }}
      footnote={linkFootnote(p)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
