import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

const t = mailMessages.mail;

export const giftIdeasReminderSubject = () => t.giftIdeasReminderSubject;

/** 3 days after the notification, to a player whose gift ideas are empty (docs/product.md §6.9). */
export function GiftIdeasReminder(p: TemplateProps<'gift-ideas-reminder'>) {
  const text = t.giftIdeasReminderText(p.secretSantaName);
  return (
    <ChristmasLayout
      exchange={p}
      preview={text}
      title={t.giftIdeasReminderTitle}
      action={{ label: t.giftIdeasReminderButton, url: p.url }}
      footnote={linkFootnote(p)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
