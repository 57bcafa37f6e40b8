import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { type MailTexts, useMailTexts } from './mail-texts.tsx';
import type { TemplateProps } from '../mail-kinds.ts';
import { ChristmasLayout } from './christmas-layout.tsx';

export const invitationSubject = (p: TemplateProps<'invitation'>, t: MailTexts) =>
  t.invitationSubject(p.secretSantaName);

export function Invitation(p: TemplateProps<'invitation'>) {
  const t = useMailTexts();
  return (
    <ChristmasLayout
      exchange={p}
      preview={t.invitationIntro(p.organiserName, p.secretSantaName)}
      title={t.invitationTitle(p.secretSantaName)}
      action={{ label: t.invitationButton, url: p.url }}
      footnote={t.invitationFootnote}
    >
      <Text>{t.verifyGreeting(p.playerName)}</Text>
      <Text>{t.invitationIntro(p.organiserName, p.secretSantaName)}</Text>
      {p.secrets ? (
        <Section
          style={{
            backgroundColor: '#f0fdf4',
            border: '1px dashed #166534',
            borderRadius: 12,
            padding: '12px 16px',
            textAlign: 'center',
          }}
        >
          <Text style={{ margin: 0 }}>{t.invitationPasswordLabel}</Text>
          <Text
            style={{
              fontFamily: 'monospace',
              fontSize: 24,
              fontWeight: 700,
              letterSpacing: 4,
              margin: '8px 0',
            }}
          >
            {p.secrets.provisionalPassword}
          </Text>
          <Text style={{ fontSize: 13, margin: 0 }}>
            {t.invitationPasswordValidity(p.validUntil)}
          </Text>
        </Section>
      ) : (
        <Text>{t.invitationPasswordRemoved}</Text>
      )}
      <Text>{t.invitationSteps}</Text>
    </ChristmasLayout>
  );
}
