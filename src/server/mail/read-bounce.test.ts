import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readBounce, verpAddress } from './read-bounce.ts';

const ID = '0b6c2f8e-1d3a-4e5f-9a7b-8c9d0e1f2a3b';
const addressing = { bounceAddress: 'bounces@example.org', senderDomain: 'example.org' };

/** A sample as the server it is named after writes it, about our e-mail `id` to `recipient`. */
function sample(
  name: string,
  { id = ID, recipient = 'anna@example.net', verp = verpAddress('bounces@example.org', id) } = {},
): string {
  return readFileSync(
    new URL(`../../../tests/support/bounces/${name}.eml`, import.meta.url),
    'utf8',
  )
    .replaceAll('{{VERP}}', verp)
    .replaceAll('{{RECIPIENT}}', recipient)
    .replaceAll('{{MESSAGE_ID}}', `<${id}@example.org>`);
}

describe('readBounce', () => {
  it.each([
    ['postfix', /^550 5\.1\.1 <anna@example\.net>: Recipient address rejected: User unknown/],
    ['exim', /^550 5\.1\.1 No such user here$/],
    ['gmail', /^550-5\.1\.1 The email account that you tried to reach does not exist/],
    ['outlook', /^550 5\.1\.10 RESOLVER\.ADR\.RecipientNotFound/],
  ])('reads a bounce as %s sends it: which e-mail, to whom, and why', async (name, reason) => {
    const bounce = await readBounce(sample(name), addressing);
    expect(bounce).toMatchObject({ outboxId: ID, recipient: 'anna@example.net' });
    expect(bounce?.reason).toMatch(reason);
  });

  it('finds the e-mail by its Message-ID when the bounce came back to another address', async () => {
    for (const name of ['postfix', 'exim', 'gmail', 'outlook']) {
      const bounce = await readBounce(sample(name, { verp: 'noel@example.org' }), addressing);
      expect(bounce?.outboxId, name).toBe(ID);
    }
  });

  it.each([
    ['out-of-office', 'an out-of-office reply'],
    ['delayed', 'a warning that delivery is only delayed'],
  ])('does not take %s for a bounce (%s)', async (name) => {
    expect(await readBounce(sample(name), addressing)).toBeNull();
  });

  it('ignores a bounce about an e-mail that is not ours', async () => {
    const elsewhere = sample('postfix', { verp: 'someone@example.com' }).replaceAll(
      `<${ID}@example.org>`,
      `<${ID}@example.com>`,
    );
    expect(await readBounce(elsewhere, addressing)).toBeNull();
  });
});
