import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { afterAll, describe, expect, it } from 'vitest';
import { PAYLOADS, MAIL_EVENT, secretSantaId } from '../../../tests/support/mail-payloads.ts';
import { startSmtpSink } from '../../../tests/support/smtp-sink.ts';
import { readConfig } from '../env.server.ts';
import type { MailKind } from './mail-kinds.ts';
import { createSmtpTransport } from './mail-transport.server.ts';
import { renderMail } from './render-mail.tsx';

const sink = await startSmtpSink();
afterAll(() => sink.close());

const signing = {
  publicUrl: 'http://localhost:3000',
  authSecret: 'test-secret-that-is-long-enough-0123456789',
};
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'der' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
/** The TXT record the README says to publish at noel2026._domainkey.example.org. */
const DKIM_RECORD = `v=DKIM1; k=rsa; p=${keys.publicKey.toString('base64')}`;

/** DNS as the receiving side would ask it: only the published DKIM key is known. */
async function resolver(name: string, type: string): Promise<string[][]> {
  if (type === 'TXT' && name === 'noel2026._domainkey.example.org') return [[DKIM_RECORD]];
  throw Object.assign(new Error(`no ${type} record for ${name}`), { code: 'ENOTFOUND' });
}

describe('the e-mails as they leave', () => {
  const config = readConfig({
    MAIL_FROM: 'Secret Santa <noel@example.org>',
    MAIL_DKIM_DOMAIN: 'example.org',
    MAIL_DKIM_SELECTOR: 'noel2026',
    MAIL_DKIM_PRIVATE_KEY: keys.privateKey,
  });
  const transport = createSmtpTransport({
    smtpUrl: sink.url,
    from: config.mailFrom,
    dkim: config.dkim,
  });
  afterAll(() => transport.close());

  it.each(Object.keys(PAYLOADS) as MailKind[])(
    '%s: signed for example.org, verified with the published key, its Message-ID there',
    async (kind) => {
      const id = crypto.randomUUID();
      const to = `${kind}@example.net`;
      const rendered = await renderMail(
        { kind, payload: PAYLOADS[kind], language: 'fr' },
        signing,
        {
          secretSantaId,
          event: MAIL_EVENT,
          now: new Date(Date.UTC(2026, 10, 28)),
        },
      );
      await transport.send({ ...rendered, id, to });
      const received = await sink.waitForMail(to);
      expect(received.messageId).toBe(`<${id}@example.org>`);

      // A reminder says how to stop it, in one click; the e-mails a person needs do not.
      // Unfolded: a long header goes on over several lines.
      const headers = received.raw
        .slice(0, received.raw.indexOf('\r\n\r\n'))
        .replaceAll(/\r\n[ \t]+/g, ' ');
      const isReminder = kind.endsWith('-reminder');
      expect(
        /^List-Unsubscribe: <http:\/\/localhost:3000\/stop\/[\w-]+\/[\w.-]+>\r$/m.test(headers),
      ).toBe(isReminder);
      expect(headers.includes('List-Unsubscribe-Post: List-Unsubscribe=One-Click')).toBe(
        isReminder,
      );

      const { results } = await dkimVerify(received.raw, { resolver });
      expect(results).toHaveLength(1);
      expect(results[0]).toMatchObject({
        signingDomain: 'example.org',
        selector: 'noel2026',
        status: { result: 'pass' },
      });
      // The unsubscribe headers are signed too, as mailbox providers ask of one-click.
      const signed = /DKIM-Signature:[^]*?\bh=([^;]+);/i.exec(headers)?.[1]?.replace(/\s/g, '');
      if (isReminder)
        expect(signed?.toLowerCase().split(':')).toEqual(
          expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']),
        );
    },
  );

  it('fails a verification when the message is changed on the way', async () => {
    const to = 'altered@example.net';
    const rendered = await renderMail(
      { kind: 'reset-password', payload: PAYLOADS['reset-password'], language: 'fr' },
      signing,
    );
    await transport.send({ ...rendered, id: crypto.randomUUID(), to });
    const { raw } = await sink.waitForMail(to);
    // A changed body: its hash no longer matches the signed one.
    const body = raw.replace('Zoltan', 'Mallory');
    expect(body).not.toBe(raw);
    const [bodyResult] = (await dkimVerify(body, { resolver })).results;
    expect(bodyResult?.status).toMatchObject({
      result: 'neutral',
      comment: 'body hash did not verify',
    });
    // A changed subject, a signed header: the signature itself fails.
    const subject = raw.replace(/^Subject: .*$/m, 'Subject: Urgent');
    expect(subject).not.toBe(raw);
    const [subjectResult] = (await dkimVerify(subject, { resolver })).results;
    expect(subjectResult?.status.result).toBe('fail');
  });
});

describe('the DKIM settings', () => {
  const dkim = {
    MAIL_DKIM_DOMAIN: 'example.org',
    MAIL_DKIM_SELECTOR: 'noel2026',
  };

  it('read the key from a file, or from one line of a .env file', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'dkim-'));
    const file = path.join(folder, 'dkim.pem');
    writeFileSync(file, keys.privateKey);
    expect(readConfig({ ...dkim, MAIL_DKIM_PRIVATE_KEY_FILE: file }).dkim?.privateKey).toBe(
      keys.privateKey.trim(),
    );
    const oneLine = keys.privateKey.trim().replaceAll('\n', '\\n');
    expect(readConfig({ ...dkim, MAIL_DKIM_PRIVATE_KEY: oneLine }).dkim?.privateKey).toBe(
      keys.privateKey.trim(),
    );
    expect(readConfig({}).dkim).toBeUndefined();
  });

  it.each([
    [{ ...dkim }, /MAIL_DKIM_PRIVATE_KEY ou MAIL_DKIM_PRIVATE_KEY_FILE/],
    [
      { MAIL_DKIM_SELECTOR: 'noel2026', MAIL_DKIM_PRIVATE_KEY: keys.privateKey },
      /MAIL_DKIM_DOMAIN/,
    ],
    [{ ...dkim, MAIL_DKIM_PRIVATE_KEY: 'pas une clé' }, /MAIL_DKIM_PRIVATE_KEY n’est pas une clé/],
    [
      { ...dkim, MAIL_DKIM_PRIVATE_KEY_FILE: '/nulle/part/dkim.pem' },
      /MAIL_DKIM_PRIVATE_KEY_FILE : impossible de lire \/nulle\/part\/dkim.pem \(ENOENT\)/,
    ],
    [
      { ...dkim, MAIL_DKIM_PRIVATE_KEY: keys.privateKey, MAIL_DKIM_PRIVATE_KEY_FILE: '/x' },
      /pas les deux/,
    ],
    [
      {
        ...dkim,
        MAIL_DKIM_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({
          type: 'pkcs8',
          format: 'pem',
        }) as string,
      },
      /MAIL_DKIM_PRIVATE_KEY n’est pas une clé privée RSA/,
    ],
    [{ MAIL_FROM: 'Secret Santa' }, /MAIL_FROM doit contenir une adresse/],
  ])('stop the start, naming the variable: %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
