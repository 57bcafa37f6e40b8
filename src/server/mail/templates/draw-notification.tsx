import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

const t = mailMessages.mail;

export const drawNotificationSubject = (p: TemplateProps<'draw-notification'>) =>
  t.drawSubject(p.secretSantaName);

/** The draw e-mail (docs/product.md §10): the personal link, never the name of whom they give to. */
export function DrawNotification(p: TemplateProps<'draw-notification'>) {
  return (
    <ChristmasLayout
      preview={t.drawText(p.secretSantaName)}
      title={t.drawTitle}
      action={{ label: t.drawButton, url: p.url }}
      footnote={t.drawFootnote}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.drawText(p.secretSantaName)}</Text>
    </ChristmasLayout>
  );
}
