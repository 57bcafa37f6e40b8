import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { MailPayload } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const playerWithdrawnSubject = (p: MailPayload<'player-withdrawn'>, t: MailTexts) =>
  t.withdrawnSubject(p.secretSantaName);

/** To the player taken out of the draw (docs/product.md §6.8): no link, nobody's name but the organiser's. */
export function PlayerWithdrawn(p: MailPayload<'player-withdrawn'>) {
  const t = useMailTexts();
  const text = t.withdrawnText(p.organiserName, p.secretSantaName);
  return (
    <ChristmasLayout
      preview={text}
      title={t.withdrawnTitle}
      footnote={t.withdrawnFootnote(p.organiserName)}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{text}</Text>
    </ChristmasLayout>
  );
}
