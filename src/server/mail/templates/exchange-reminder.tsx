import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const exchangeReminderSubject = (p: TemplateProps<'exchange-reminder'>, t: MailTexts) =>
  p.daysLeft === 7
    ? t.exchangeIn7DaysSubject(p.secretSantaName)
    : t.exchangeTomorrowSubject(p.secretSantaName);

/**
 * 7 days and 1 day before the exchange (docs/product.md §6.9): the date and the link, never
 * whom the reader gives to, which only their space shows.
 */
export function ExchangeReminder(p: TemplateProps<'exchange-reminder'>) {
  const t = useMailTexts();
  // An event that asks for no postal address (docs/product.md §7.4) shows none in the space.
  const text =
    p.daysLeft === 7
      ? p.asksNoAddress
        ? t.exchangeIn7DaysTextNoAddress(p.secretSantaName)
        : t.exchangeIn7DaysText(p.secretSantaName)
      : t.exchangeTomorrowText(p.secretSantaName);
  return (
    <ChristmasLayout
      exchange={p}
      preview={text}
      title={p.daysLeft === 7 ? t.exchangeIn7DaysTitle : t.exchangeTomorrowTitle}
      action={{ label: t.seeMyDrawButton, url: p.url }}
      footnote={linkFootnote(p, t)}
      stopRemindersUrl={p.stopRemindersUrl}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
