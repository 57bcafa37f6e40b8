import type { MailEvent } from '../../src/server/domain/exchange.server.ts';
import type { MailKind, MailPayload } from '../../src/server/mail/mail-kinds.ts';

/* Every kind of e-mail with a payload, for the tests that render or send them all. */

export const secretSantaId = '2f6c1f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
const personalLink = {
  secretSantaId,
  playerId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  expiresAt: Date.UTC(2026, 11, 8, 10) / 1000,
};
const people = { playerName: 'Zoltan', secretSantaName: 'Xmas Quorum', organiserName: 'Wanda' };

/** One e-mail of each kind: a new kind fails the type check until it has one here. */
export const PAYLOADS: { [Kind in MailKind]: MailPayload<Kind> } = {
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
  'co-organiser-invitation': {
    organiserName: 'Wanda',
    secretSantaName: 'Xmas Quorum',
    secrets: { url: 'http://localhost:3000/co-organiser?token=t' },
  },
  announcement: { ...people, text: 'Quiche at Quentin’s, 3 PM', personalLink },
};

/** The exchange every e-mail that shows it shows: a date, an hour, a budget, a place, a word. */
export const MAIL_EVENT: MailEvent = {
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
