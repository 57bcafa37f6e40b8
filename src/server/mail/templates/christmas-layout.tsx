import type { ReactNode } from 'react';
// One package per part: @react-email/components also loads Prism, a Markdown parser and
// Tailwind, which no e-mail uses, at every server start.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { useMailLanguage, useMailTexts } from './mail-texts.tsx';
import type { ExchangeProps } from '../mail-kinds.ts';

const colors = {
  red: '#b91c1c',
  green: '#166534',
  gold: '#b45309',
  paper: '#fffaf3',
  ink: '#1f2937',
  muted: '#57534e',
};

/** A person's own words, as they typed them: a message, the organiser's word to everyone. */
export function QuotedText({ children }: { children: string }) {
  return (
    <Text style={{ whiteSpace: 'pre-line', borderLeft: '3px solid #c8102e', paddingLeft: 12 }}>
      {children}
    </Text>
  );
}

/** The one look every e-mail shares: a card on a warm background, a red call to action. */
export function ChristmasLayout(props: {
  preview: string;
  title: string;
  children: ReactNode;
  action?: { label: string; url: string };
  footnote?: string;
  /** A reminder's way to stop the event's reminders (docs/product.md §6.9). */
  stopRemindersUrl?: string;
  /** The exchange's date, budget and place, and the organiser's word, when set. */
  exchange?: ExchangeProps;
}) {
  const t = useMailTexts();
  const language = useMailLanguage();
  return (
    <Html lang={language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body
        style={{
          backgroundColor: '#f3efe6',
          fontFamily: 'Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container
          style={{
            backgroundColor: colors.paper,
            borderRadius: 16,
            border: `2px solid ${colors.green}`,
            maxWidth: 560,
            padding: '32px 28px',
          }}
        >
          <Text style={{ fontSize: 28, margin: 0, textAlign: 'center' }}>🎄 🎁 🎅</Text>
          <Heading
            as="h1"
            style={{ color: colors.red, fontSize: 24, textAlign: 'center', margin: '12px 0 20px' }}
          >
            {props.title}
          </Heading>
          <Section style={{ color: colors.ink, fontSize: 16, lineHeight: '24px' }}>
            {props.children}
          </Section>
          {props.exchange ? <ExchangeBox {...props.exchange} /> : null}
          {props.action ? (
            <>
              <Section style={{ textAlign: 'center', margin: '28px 0' }}>
                <Button
                  href={props.action.url}
                  style={{
                    backgroundColor: colors.red,
                    borderRadius: 999,
                    color: '#ffffff',
                    fontSize: 16,
                    fontWeight: 700,
                    padding: '14px 28px',
                  }}
                >
                  {props.action.label}
                </Button>
              </Section>
              <Text style={{ color: colors.muted, fontSize: 13 }}>
                {t.linkFallback}{' '}
                <Link
                  href={props.action.url}
                  style={{ color: colors.green, wordBreak: 'break-all' }}
                >
                  {props.action.url}
                </Link>
              </Text>
            </>
          ) : null}
          {props.footnote ? (
            <Text style={{ color: colors.muted, fontSize: 13 }}>{props.footnote}</Text>
          ) : null}
          {props.stopRemindersUrl ? (
            <Text style={{ color: colors.muted, fontSize: 13 }}>
              <Link href={props.stopRemindersUrl} style={{ color: colors.muted }}>
                {t.stopReminders}
              </Link>
            </Text>
          ) : null}
          <Hr style={{ borderColor: '#e7dcc8', margin: '24px 0 12px' }} />
          <Text style={{ color: colors.gold, fontSize: 13, textAlign: 'center', margin: 0 }}>
            {t.signature}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** Where people look for the exchange's when, how much and where (docs/product.md §3.6). */
function ExchangeBox(props: ExchangeProps) {
  const t = useMailTexts();
  if (props.exchangeSummary === undefined && props.organiserNote === undefined) return null;
  return (
    <Section
      style={{
        backgroundColor: '#fdf2e9',
        borderRadius: 12,
        padding: '12px 16px',
        margin: '16px 0 0',
        color: colors.ink,
        fontSize: 15,
        lineHeight: '22px',
      }}
    >
      {props.exchangeSummary !== undefined ? (
        <Text style={{ margin: 0, fontWeight: 700 }}>📅 {props.exchangeSummary}</Text>
      ) : null}
      {props.organiserNote !== undefined ? (
        <Text
          style={{
            margin: props.exchangeSummary !== undefined ? '8px 0 0' : 0,
            whiteSpace: 'pre-line',
          }}
        >
          {t.organiserNote} {props.organiserNote}
        </Text>
      ) : null}
    </Section>
  );
}
