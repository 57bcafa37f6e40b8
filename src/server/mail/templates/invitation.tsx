import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';
import { linkFootnote } from './draw-notification.tsx';

export const invitationSubject = (p: TemplateProps<'invitation'>, t: MailTexts) =>
  t.invitationSubject(p.secretSantaName);

/**
 * The invitation (docs/product.md §4.6): the person's own link, the one their draw e-mail will
 * carry too, and no password (docs/decisions/0029).
 */
export function Invitation(p: TemplateProps<'invitation'>) {
  const t = useMailTexts();
  return (
    <ChristmasLayout
      exchange={p}
      preview={t.invitationIntro(p.organiserName, p.secretSantaName)}
      title={t.invitationTitle(p.secretSantaName)}
      action={{ label: t.invitationButton, url: p.url }}
      footnote={
        p.linkLastDay === undefined ? linkFootnote(p, t) : t.invitationFootnote(p.linkLastDay)
      }
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.invitationIntro(p.organiserName, p.secretSantaName)}</Text>
      <Text>{p.asksNoAddress ? t.invitationStepsNoAddress : t.invitationSteps}</Text>
    </ChristmasLayout>
  );
}
