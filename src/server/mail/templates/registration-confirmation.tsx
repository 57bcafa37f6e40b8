import { Text } from '@react-email/components';
import { mailMessages } from '../../../shared/mail-messages.ts';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

const t = mailMessages.mail;

export const registrationConfirmationSubject = (p: TemplateProps<'registration-confirmation'>) =>
  t.registrationSubject(p.secretSantaName);

/** docs/product.md §4.9: following the link makes the person a player. */
export function RegistrationConfirmation(p: TemplateProps<'registration-confirmation'>) {
  return (
    <ChristmasLayout
      exchange={p}
      preview={t.registrationText(p.secretSantaName, p.organiserName)}
      title={t.registrationTitle}
      action={{ label: t.registrationButton, url: p.url }}
      footnote={t.registrationExpiry}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.registrationText(p.secretSantaName, p.organiserName)}</Text>
    </ChristmasLayout>
  );
}
