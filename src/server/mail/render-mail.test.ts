import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { NO_EXCHANGE_DETAILS } from '../../shared/exchange/exchange-details.ts';
import { mailMessages } from '../../shared/mail-messages.ts';
import { MailPayloadSchemas, type MailKind } from './mail-kinds.ts';
import { mailHtml, renderMail } from './render-mail.tsx';
import { Invitation } from './templates/invitation.tsx';
import { verifyToken } from '../security/signed-token.server.ts';
import { lastDayOfLink, signPersonalLink } from './sign-personal-link.server.ts';
import { LANGUAGES } from '../../shared/language.ts';
import type { ZodType } from 'zod';
import { mailTextsIn } from './templates/mail-texts.tsx';

const signing = {
  publicUrl: 'http://localhost:3000',
  authSecret: 'test-secret-that-is-long-enough-0123456789',
};

/** The hidden preview line is padded to a fixed length with invisible characters: not content. */
const withoutPreviewPadding = (html: string) =>
  html.replace(/(data-skip-in-text="true">[^<]*)<div>[^<]*<\/div>/, '$1');

const claims = {
  secretSantaId: '2f6c1f0e-8a4b-4c3d-9e2f-1a2b3c4d5e6f',
  playerId: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
  expiresAt: Date.UTC(2026, 11, 8, 10) / 1000,
};
const drawMail = { playerName: 'Chloé', secretSantaName: 'Noël', personalLink: claims };

/** A payload with a field for every kind: each takes what its schema names (an English reader's). */
const everyField = {
  name: 'Kate',
  organiserName: 'Jane',
  playerName: 'Kate',
  secretSantaName: 'Christmas',
  url: 'http://localhost:3000/x?token=a',
  newEmail: 'kate@example.org',
  address: '3 Holly Lane',
  giftIdeas: 'Books',
  secrets: { url: 'http://localhost:3000/x?token=a' },
  personalLink: claims,
  changeId: '5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
  writerName: 'Louis',
  text: 'Hello!',
  conversation: 'a:b:2026:to-santa',
  daysLeft: 7,
};

const invitation = {
  organiserName: 'Alice & Bob',
  playerName: '<img src=x onerror=alert(1)>',
  secretSantaName: 'Noël "chez" l\'oncle',
  personalLink: { ...claims, countsOpening: true as const },
};

describe('renderMail', () => {
  it('gives exactly the HTML a direct render gives, whatever the texts contain', async () => {
    const { personalLink, ...names } = invitation;
    const direct = mailHtml(
      createElement(Invitation, {
        ...names,
        url: signPersonalLink(signing, personalLink),
        linkLastDay: lastDayOfLink(personalLink.expiresAt, 'fr'),
      }),
    );
    const mail = await renderMail({ kind: 'invitation', payload: invitation }, signing);
    expect(withoutPreviewPadding(mail.html)).toBe(withoutPreviewPadding(direct));
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.subject).toBe('🎁 Invitation au Secret Santa «\u202fNoël "chez" l\'oncle\u202f»');
  });

  it('keeps the texts as they are in the plain-text part, links included', async () => {
    const mail = await renderMail({ kind: 'invitation', payload: invitation }, signing);
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
    expect(mail.text).toContain(signPersonalLink(signing, invitation.personalLink));
  });

  it('gives the invitation the person’s own link, the one their draw e-mail carries (decision 0029)', async () => {
    const invited = await renderMail({ kind: 'invitation', payload: invitation }, signing);
    const drawn = await renderMail(
      {
        kind: 'draw-notification',
        payload: { ...drawMail, personalLink: invitation.personalLink },
      },
      signing,
    );
    const link = signPersonalLink(signing, invitation.personalLink);
    expect(invited.text).toContain(link);
    expect(drawn.text).toContain(link);
    expect(drawn.subject).toContain('a eu lieu');
  });

  it('refuses an unknown kind and a payload that does not fit', async () => {
    await expect(renderMail({ kind: 'inconnu', payload: {} }, signing)).rejects.toThrow(/inconnu/);
    await expect(
      renderMail({ kind: 'invitation', payload: { playerName: 3 } }, signing),
    ).rejects.toThrow();
  });

  it.each(Object.keys(MailPayloadSchemas) as MailKind[])(
    'writes hostile names as text in the %s e-mail, never as markup',
    async (kind) => {
      const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
      const payload = {
        name: hostile,
        organiserName: hostile,
        playerName: hostile,
        secretSantaName: hostile,
        url: 'http://localhost:3000/x?token=a',
        newEmail: hostile,
        address: hostile,
        giftIdeas: hostile,
        secrets: { url: 'http://localhost:3000/x?token=a' },
        personalLink: claims,
        changeId: '5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a',
        writerName: hostile,
        text: hostile,
        conversation: 'a:b:2026:to-santa',
        daysLeft: 7,
      };
      // The exchange's place and the organiser's word, shown by the e-mails that show them.
      const event = {
        exchange: { ...NO_EXCHANGE_DETAILS, date: '2026-12-19', place: hostile, note: hostile },
        calendarSequence: 1,
        asksAddresses: true,
      };
      const context = { secretSantaId: claims.secretSantaId, event, now: new Date() };
      const mail = await renderMail({ kind, payload }, signing, context);
      expect(mail.html).not.toMatch(/<img src=x|<script/i);
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain(hostile);
    },
  );

  it.each(Object.keys(MailPayloadSchemas) as MailKind[])(
    'writes the %s e-mail in its recipient’s language, every part of it (docs/product.md §9.9)',
    async (kind) => {
      const payload = everyField;
      const event = {
        exchange: {
          ...NO_EXCHANGE_DETAILS,
          date: '2026-12-19',
          time: '15:00',
          budget: { min: 2000, max: 3000 },
          note: 'See you there',
        },
        calendarSequence: 1,
        asksAddresses: true,
      };
      const context = { secretSantaId: claims.secretSantaId, event, now: new Date() };
      const english = await renderMail({ kind, payload, language: 'en' }, signing, context);
      const french = await renderMail({ kind, payload }, signing, context);
      expect(english.html).toMatch(/<html[^>]* lang="en"/);
      expect(french.html).toMatch(/<html[^>]* lang="fr"/);
      expect(english.subject).not.toBe(french.subject);
      // Nothing French is left: no French word the e-mails use, no French typography.
      for (const part of [english.subject, english.text]) {
        expect(part).not.toMatch(/\u202f|«|»|\b(?:vous|votre|Joyeuses|Bonjour|échange)\b/u);
      }
      expect(english.text).toContain('Happy holidays!');
      if (english.text.includes('Exchange on'))
        expect(english.text).toContain('Saturday, December 19, 2026 at 3\u00a0PM');
      for (const attachment of english.attachments ?? [])
        expect(attachment.filename).toBe('secret-santa-exchange.ics');
    },
  );

  it('attaches the exchange’s calendar event to the draw e-mail once there is a date, without the reader’s link', async () => {
    const event = {
      exchange: { ...NO_EXCHANGE_DETAILS, date: '2026-12-19', time: '15:00', place: 'Chez Mamie' },
      calendarSequence: 3,
      asksAddresses: true,
    };
    const context = { secretSantaId: claims.secretSantaId, event, now: new Date() };
    const mail = await renderMail(
      { kind: 'draw-notification', payload: drawMail },
      signing,
      context,
    );
    const [calendar] = mail.attachments!;
    expect(calendar!.contentType).toMatch(/^text\/calendar/);
    expect(calendar!.content).toContain('SEQUENCE:3');
    // The space's address, never the personal link: calendars are shared (docs/security.md).
    const link = mail.text.match(/http:\/\/localhost:3000\/participant\/\S+/)![0];
    const unfolded = calendar!.content.replace(/\r\n /g, '');
    expect(unfolded).toContain(`URL:http://localhost:3000/participant/${claims.secretSantaId}\r\n`);
    expect(unfolded).not.toContain(link.split('/').pop());
    const undated = { ...context, event: { ...event, exchange: NO_EXCHANGE_DETAILS } };
    const withoutDate = await renderMail(
      { kind: 'draw-notification', payload: drawMail },
      signing,
      undated,
    );
    expect(withoutDate.attachments).toBeUndefined();
  });

  it('signs the personal link when it renders a draw e-mail, with the expiry the outbox keeps', async () => {
    const mail = await renderMail({ kind: 'draw-notification', payload: drawMail }, signing);
    const link = mail.text.match(/http:\/\/localhost:3000\/participant\/\S+/)?.[0];
    expect(link).toBeDefined();
    const [secretSantaId, token] = link!.split('/').slice(-2);
    expect(secretSantaId).toBe(claims.secretSantaId);
    const expected = { purpose: 'participant', secretSantaId: claims.secretSantaId } as const;
    const check = verifyToken(signing.authSecret, token!, expected, Date.UTC(2026, 11, 8, 9));
    expect(check).toEqual({ ok: true, claims: { purpose: 'participant', ...claims } });
    expect(verifyToken(signing.authSecret, token!, expected, claims.expiresAt * 1000).ok).toBe(
      false,
    );
    expect(mail.html).toContain(link);
  });

  it('gives the same link each time the same e-mail is rendered, as when its sending is retried', async () => {
    const first = await renderMail({ kind: 'draw-notification', payload: drawMail }, signing);
    const again = await renderMail({ kind: 'draw-notification', payload: drawMail }, signing);
    expect(again.text).toBe(first.text);
  });

  it('still renders a draw e-mail queued with its link already signed, as an earlier version did', async () => {
    const url = 'http://localhost:3000/participant/x/ancien-jeton';
    const payload = { playerName: 'Chloé', secretSantaName: 'Noël', url };
    const mail = await renderMail({ kind: 'draw-notification', payload }, signing);
    expect(mail.text).toContain(url);
    expect(mail.subject).toContain('Noël');
  });

  it('links a message e-mail to the space’s messages, the token untouched (docs/product.md §7.7)', async () => {
    const payload = {
      playerName: 'Chloé',
      secretSantaName: 'Noël',
      text: 'Bonjour',
      personalLink: claims,
      conversation: 'a:b:2026:to-recipient',
    };
    const mail = await renderMail({ kind: 'message', payload }, signing);
    const link = new URL(mail.text.match(/http:\/\/localhost:3000\/participant\/\S+/)![0]);
    expect(link.hash).toBe('#messages');
    const token = link.pathname.split('/').pop()!;
    const expected = { purpose: 'participant', secretSantaId: claims.secretSantaId } as const;
    expect(verifyToken(signing.authSecret, token, expected, Date.UTC(2026, 11, 8, 9)).ok).toBe(
      true,
    );
    expect(mail.html).toContain(`${link.origin}${link.pathname}#messages`);
  });

  it('mentions no postal address for an event that asks for none (docs/product.md §7.4)', async () => {
    const event = {
      exchange: { ...NO_EXCHANGE_DETAILS, date: '2026-12-19' },
      calendarSequence: 1,
      asksAddresses: false,
    };
    const context = { secretSantaId: claims.secretSantaId, event, now: new Date() };
    const reminder = await renderMail(
      { kind: 'exchange-reminder', payload: { ...drawMail, daysLeft: 7 } },
      signing,
      context,
    );
    expect(reminder.text).toContain(mailMessages.mail.exchangeIn7DaysTextNoAddress('Noël'));
    expect(reminder.text).not.toMatch(/adresse/i);
    const asked = await renderMail(
      { kind: 'exchange-reminder', payload: { ...drawMail, daysLeft: 7 } },
      signing,
      { ...context, event: { ...event, asksAddresses: true } },
    );
    expect(asked.text).toContain(mailMessages.mail.exchangeIn7DaysText('Noël'));

    const draw = await renderMail(
      { kind: 'draw-notification', payload: drawMail },
      signing,
      context,
    );
    const calendar = draw.attachments![0]!.content.replace(/\r\n /g, '');
    expect(calendar).not.toMatch(/adresse/i);

    const registration = {
      playerName: 'Gaston',
      secretSantaName: 'Bureau',
      organiserName: 'Alice',
      giftIdeas: 'Du thé',
      secrets: { url: 'http://localhost:3000/confirmer-inscription?token=a' },
    };
    const withoutAddress = await renderMail(
      { kind: 'registration-confirmation', payload: registration },
      signing,
    );
    expect(withoutAddress.text).not.toContain(mailMessages.mail.registrationAddress(''));
    expect(withoutAddress.text).toContain(mailMessages.mail.registrationGiftIdeas('Du thé'));
    const withAddress = await renderMail(
      { kind: 'registration-confirmation', payload: { ...registration, address: '' } },
      signing,
    );
    expect(withAddress.text).toContain(
      mailMessages.mail.registrationAddress(mailMessages.mail.registrationNothing),
    );
  });

  describe('no e-mail carries a password (docs/decisions/0029)', () => {
    /** Every key a payload of this kind may hold, however deep. */
    const keysOf = (schema: ZodType): string[] => {
      const shape = (schema as { shape?: Record<string, ZodType> }).shape;
      if (shape) return Object.entries(shape).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
      const inner = (schema as { unwrap?: () => ZodType }).unwrap?.();
      return inner ? keysOf(inner) : [];
    };
    /** The only two that speak of a password: to choose one, never giving one. */
    const aboutChoosingOne = new Set<MailKind>(['reset-password', 'verify-email']);

    it.each(Object.keys(MailPayloadSchemas) as MailKind[])(
      'the %s e-mail has no place for one, and speaks of none it would give',
      async (kind) => {
        expect(keysOf(MailPayloadSchemas[kind]).filter((key) => /pass/i.test(key))).toEqual([]);
        const payload = everyField;
        for (const language of LANGUAGES) {
          const mail = await renderMail({ kind, payload, language }, signing);
          // The invitation says that none is needed, and that is all it says of one.
          const texts = mailTextsIn(language);
          const saysNoneIsNeeded = [texts.invitationSteps, texts.invitationStepsNoAddress];
          for (const part of [mail.subject, mail.text]) {
            const rest = saysNoneIsNeeded.reduce(
              (text, sentence) => text.replace(sentence, ''),
              part,
            );
            expect(rest).not.toMatch(/provisoire|temporary|provisional/i);
            if (!aboutChoosingOne.has(kind)) expect(rest).not.toMatch(/mot de passe|password/i);
          }
        }
      },
    );
  });
});
