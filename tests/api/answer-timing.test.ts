import { describe, expect, it } from 'vitest';
import { AVATARS } from '../../src/shared/avatars.ts';
import { createTestApp, signUpAndVerify } from '../support/test-app.ts';

const t = await createTestApp();
/**
 * Rounds per request. A password hash is most of its answer's time, and the other files' work
 * on the cores moves each round's difference by tens of milliseconds: its median needs more
 * rounds to settle than that of an answer padded to a fixed duration.
 */
const ROUNDS = { hashed: 16, padded: 8 };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Times the same request for an address with an account and one without, interleaved so
 * that whatever else the machine does weighs on both alike, each from a new address so no
 * rate limit answers instead. Returns the medians in ms, the median of each round's
 * difference (the two calls of a round ran under the same load), and every answer.
 */
async function timeBoth(
  request: (email: string, round: number) => Promise<{ status: number; body: unknown }>,
  emails: {
    known: (round: number) => string;
    unknown: (round: number) => string;
  },
  rounds: number,
) {
  const times = { known: [] as number[], unknown: [] as number[] };
  const answers = { known: new Set<string>(), unknown: new Set<string>() };
  for (let round = 0; round < rounds; round++) {
    for (const side of round % 2
      ? (['unknown', 'known'] as const)
      : (['known', 'unknown'] as const)) {
      const start = performance.now();
      const answer = await request(emails[side](round), round);
      times[side].push(performance.now() - start);
      answers[side].add(JSON.stringify([answer.status, answer.body]));
    }
  }
  const differences = times.known.map((known, round) => known - times.unknown[round]!);
  return {
    known: median(times.known),
    unknown: median(times.unknown),
    difference: median(differences),
    answers,
  };
}

const accounts = Array.from({ length: ROUNDS.hashed }, (_, i) => `compte${i}@example.org`);
for (const email of accounts) {
  await signUpAndVerify(t, { name: 'Compte', email, password: 'bon-mot-de-passe' });
}
// The same addresses are the players of an event, for the participant's "new link" request.
const organiser = await signUpAndVerify(t, { name: 'Organisatrice', email: 'orga@example.org' });
const eventId = (await organiser.post('/api/secret-santas', { name: 'Famille' })).body.secretSanta
  .id as string;
for (const [i, email] of accounts.entries()) {
  await organiser.post(`/api/secret-santas/${eventId}/players`, {
    name: `Joueur ${i}`,
    email,
    address: '5 rue des Lilas, Nantes',
    imageUrl: AVATARS[0].src,
  });
}

type Case = [label: string, path: string, body: (email: string) => object];

const sameAnswerAndTime =
  (rounds: number) =>
  async (...[label, path, body]: Case) => {
    const result = await timeBoth(
      (email) => t.client().post(path, body(email)),
      {
        known: (round) => accounts[round]!,
        unknown: (round) => `personne-${label.length}-${round}@example.org`,
      },
      rounds,
    );
    console.log(
      `${label}: median ${result.known.toFixed(1)} ms with an account, ${result.unknown.toFixed(1)} ms without, ` +
        `${result.difference.toFixed(1)} ms apart within a round`,
    );
    expect([...result.answers.known]).toEqual([...result.answers.unknown]);
    expect(result.answers.known.size).toBe(1);
    // What a patient attacker would compare. The work done only for an account (a token, an
    // e-mail in the outbox) was a large share of the answer before answers were padded, and a
    // scrypt hash skipped for unknown addresses would be most of it: a fifth is well below
    // either (decision 0008).
    const slower = Math.max(result.known, result.unknown);
    expect(Math.abs(result.difference)).toBeLessThan(slower * 0.2);
  };

describe('answers that must not say whether an account exists', () => {
  // A password hash is most of this answer's time: one at a time, with the cores to itself.
  it.each<Case>([
    [
      'sign-in with a wrong password',
      '/api/auth/sign-in',
      (email: string) => ({ email, password: 'mauvais-mot' }),
    ],
  ])('%s: same answer and same time', sameAnswerAndTime(ROUNDS.hashed));
  // These wait out a fixed duration (withUniformDuration) far longer than their work: side by
  // side, as an attacker's requests may come.
  it.concurrent.each<Case>([
    ['sign-up', '/api/auth/sign-up', (email: string) => ({ name: 'Nouveau', email })],
    ['password reset request', '/api/auth/request-password-reset', (email: string) => ({ email })],
    ['verification resend', '/api/auth/resend-verification', (email: string) => ({ email })],
    ['new personal link', `/api/participant/${eventId}/new-link`, (email: string) => ({ email })],
  ])('%s: same answer and same time', sameAnswerAndTime(ROUNDS.padded));
});
