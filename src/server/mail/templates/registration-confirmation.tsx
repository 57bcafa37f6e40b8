import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const registrationConfirmationSubject = (
  p: TemplateProps<'registration-confirmation'>,
  t: MailTexts,
) => t.registrationSubject(p.secretSantaName);

/**
 * docs/product.md §4.9: following the link makes the person a player with what the sign-up
 * holds, shown here so that one made by someone else with this address is not confirmed blind.
 * No 'Adresse :' line for an event that asks for no postal address (§7.4).
 */
export function RegistrationConfirmation(p: TemplateProps<'registration-confirmation'>) {
  const t = useMailTexts();
  return (
    <ChristmasLayout
      preview={t.registrationText(p.secretSantaName, p.organiserName)}
      title={t.registrationTitle}
      {...(p.secrets ? { action: { label: t.registrationButton, url: p.secrets.url } } : {})}
      footnote={t.registrationExpiry}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.registrationText(p.secretSantaName, p.organiserName)}</Text>
      <Text>
        {p.address === undefined ? null : (
          <>
            {t.registrationAddress(p.address === '' ? t.registrationNothing : p.address)}
            <br />
          </>
        )}
        {t.registrationGiftIdeas(p.giftIdeas === '' ? t.registrationNothing : p.giftIdeas)}
      </Text>
      <Text>{t.registrationNotYou}</Text>
    </ChristmasLayout>
  );
}
