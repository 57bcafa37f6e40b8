import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const coOrganiserInvitationSubject = (
  p: TemplateProps<'co-organiser-invitation'>,
  t: MailTexts,
) => t.coOrganiserSubject(p.secretSantaName);

/**
 * docs/product.md §3.7: the link opens a page that says what accepting means; only its button,
 * pressed by the account with this address, makes a co-organiser.
 */
export function CoOrganiserInvitation(p: TemplateProps<'co-organiser-invitation'>) {
  const t = useMailTexts();
  return (
    <ChristmasLayout
      preview={t.coOrganiserText(p.organiserName, p.secretSantaName)}
      title={t.coOrganiserTitle}
      {...(p.secrets ? { action: { label: t.coOrganiserButton, url: p.secrets.url } } : {})}
      footnote={t.coOrganiserExpiry}
    >
      <Text>{t.coOrganiserText(p.organiserName, p.secretSantaName)}</Text>
      <Text>{t.coOrganiserAccount}</Text>
    </ChristmasLayout>
  );
}
