import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const giftIdeasReminderSubject = (_: unknown, t: MailTexts) => t.giftIdeasReminderSubject;

/** 3 days after the notification, to a player whose gift ideas are empty (docs/product.md §6.9). */
export function GiftIdeasReminder(p: TemplateProps<'gift-ideas-reminder'>) {
  const t = useMailTexts();
  const text = t.giftIdeasReminderText(p.secretSantaName);
  return (
    <ChristmasLayout
      exchange={p}
      preview={text}
      title={t.giftIdeasReminderTitle}
      action={{ label: t.giftIdeasReminderButton, url: p.url }}
      footnote={linkFootnote(p, t)}
      stopRemindersUrl={p.stopRemindersUrl}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
