import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/language.ts';
import { lettersOutsidePseudo, PSEUDO_OPEN } from '../../../tests/support/pseudo-locale.ts';
import type { MailEvent } from '../domain/exchange.server.ts';
import type { MailKind, MailPayload } from './mail-kinds.ts';
import { renderMail } from './render-mail.tsx';

const signing = {
  publicUrl: 'http://localhost:3000',
  authSecret: 'test-secret-that-is-long-enough-0123456789',
};
const secretSantaId = '2f6c1f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const personalLink = {
  secretSantaId,
  playerId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  expiresAt: Date.UTC(2026, 11, 8, 10) / 1000,
};
const people = { playerName: 'Zoltan', secretSantaName: 'Xmas Quorum', organiserName: 'Wanda' };

/** One e-mail of each kind: a new kind fails the type check until it has one here. */
const PAYLOADS: { [Kind in MailKind]: MailPayload<Kind> } = {
  'verify-email': { name: 'Zoltan', url: 'http://localhost:3000/verify-email?token=t' },
  'reset-password': { name: 'Zoltan', url: 'http://localhost:3000/reset-password?token=t' },
  'draw-notification': { ...people, personalLink, isRedraw: true },
  'draw-changed': { ...people, personalLink, changeId: 'c0c0c0c0-0000-4000-8000-000000000000' },
  'player-withdrawn': people,
  message: {
    ...people,
    writerName: 'Wanda',
    text: 'Quokka?',
    personalLink,
    conversation: 'k',
  },
  'exchange-changed': { ...people, personalLink },
  'exchange-reminder': { ...people, personalLink, daysLeft: 7 },
  'gift-ideas-reminder': { ...people, personalLink },
  'gift-received-reminder': { ...people, personalLink },
  completion: people,
  'personal-link': { ...people, personalLink },
  'email-changed': { ...people, newEmail: 'zoltan@example.org' },
  'registration-confirmation': {
    ...people,
    address: 'Quay 9, Zug',
    giftIdeas: 'Kazoo',
    secrets: { url: 'http://localhost:3000/registration/confirm?token=t' },
  },
  invitation: { ...people, personalLink },
};

/** The exchange every e-mail that shows it shows: a date, an hour, a budget, a place, a word. */
const event: MailEvent = {
  exchange: {
    date: '2026-12-19',
    time: '18:30',
    timeZone: 'Europe/Paris',
    budget: { min: 2000, max: 3000 },
    currency: 'EUR',
    place: 'Quay 9, Zug',
    note: 'Kazoo',
  },
  calendarSequence: 0,
  asksAddresses: true,
};

/**
 * What a person reads of an HTML part: its texts and its images' descriptions. The preview line
 * a mail client shows beside the subject is cut at its length, closing mark and all: it is
 * checked to start with a catalogue text, then left out.
 */
function readableText(html: string): string {
  const preview = /data-skip-in-text="true">([^<]*)/.exec(html)?.[1] ?? '';
  expect(preview.startsWith(PSEUDO_OPEN)).toBe(true);
  return html
    .replace(/data-skip-in-text="true">[^<]*/, '>')
    .replace(/<head[\s\S]*?<\/head>/gi, ' ')
    .replace(/<img[^>]*alt="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** Links, and the values of the e-mail (names, the event, the exchange's place and word). */
function withoutData(text: string, payload: object): string {
  const values = JSON.stringify(payload).match(/[\p{L}\p{N}@.?,: -]+/gu) ?? [];
  return lettersOutsidePseudo(text.replace(/https?:\/\/\S+/g, ' '), [
    ...values,
    event.exchange.place,
    event.exchange.note,
    'Secret Santa',
  ]);
}

describe('e-mails in the pseudo-language', () => {
  const cases = (Object.keys(PAYLOADS) as MailKind[]).flatMap((kind) =>
    LANGUAGES.map((language) => [kind, language] as const),
  );

  it.each(cases)('%s in %s: every word from the catalogue', async (kind, language) => {
    const payload = PAYLOADS[kind];
    const mail = await renderMail({ kind, payload, language }, signing, {
      secretSantaId,
      event,
      now: new Date(Date.UTC(2026, 10, 28)),
    });
    expect(mail.subject).toContain(PSEUDO_OPEN);
    expect(withoutData(mail.subject, payload)).toBe('');
    expect(withoutData(mail.text, payload)).toBe('');
    expect(withoutData(readableText(mail.html), payload)).toBe('');
  });
});
