import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/language.ts';
import { lettersOutsidePseudo, PSEUDO_OPEN } from '../../../tests/support/pseudo-locale.ts';
import {
  MAIL_EVENT as event,
  PAYLOADS,
  secretSantaId,
} from '../../../tests/support/mail-payloads.ts';
import type { MailKind } from './mail-kinds.ts';
import { renderMail } from './render-mail.tsx';

const signing = {
  publicUrl: 'http://localhost:3000',
  authSecret: 'test-secret-that-is-long-enough-0123456789',
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
