import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { MailPayloadSchemas, type MailKind } from './mail-kinds.ts';
import { renderMail } from './render-mail.tsx';
import { Invitation } from './templates/invitation.tsx';

const invitation = {
  organiserName: 'Alice & Bob',
  playerName: '<img src=x onerror=alert(1)>',
  secretSantaName: 'Noël "chez" l\'oncle',
  url: 'http://localhost:3000/invitation/x/y?token=a&b=c',
  validUntil: '29 novembre 2026',
  secrets: { provisionalPassword: 'Xy7kP2mQ' },
};

/** The hidden preview line is padded to a fixed length with invisible characters: not content. */
const withoutPreviewPadding = (html: string) =>
  html.replace(/(data-skip-in-text="true">[^<]*)<div>[^<]*<\/div>/, '$1');

describe('renderMail', () => {
  it('gives exactly the HTML a direct render gives, whatever the texts contain', async () => {
    const direct = await render(createElement(Invitation, invitation));
    const mail = await renderMail('invitation', invitation);
    expect(withoutPreviewPadding(mail.html)).toBe(withoutPreviewPadding(direct));
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.subject).toBe('🎁 Vous êtes invité au Secret Santa « Noël "chez" l\'oncle »');
  });

  it('keeps the texts as they are in the plain-text part, links included', async () => {
    const mail = await renderMail('invitation', invitation);
    expect(mail.text).toContain('<img src=x onerror=alert(1)>');
    expect(mail.text).toContain('Xy7kP2mQ');
    expect(mail.text).toContain('http://localhost:3000/invitation/x/y?token=a&b=c');
    const direct = toPlainText(await render(createElement(Invitation, invitation)));
    expect(mail.text.replace(/\s+/g, ' ').toLowerCase()).toBe(
      direct.replace(/\s+/g, ' ').toLowerCase(),
    );
  });

  it('renders a message without its secret part differently from one with it', async () => {
    const { secrets: _secrets, ...withoutSecrets } = invitation;
    const mail = await renderMail('invitation', withoutSecrets);
    expect(mail.text).not.toContain('Xy7kP2mQ');
    expect(mail.text).toContain('demandez une nouvelle invitation');
  });

  it('refuses an unknown kind and a payload that does not fit', async () => {
    await expect(renderMail('inconnu', {})).rejects.toThrow(/inconnu/);
    await expect(renderMail('invitation', { playerName: 3 })).rejects.toThrow();
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
        validUntil: hostile,
        secrets: { provisionalPassword: hostile },
      };
      const mail = await renderMail(kind, payload);
      expect(mail.html).not.toMatch(/<img src=x|<script/i);
      expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(mail.text).toContain(hostile);
    },
  );
});
