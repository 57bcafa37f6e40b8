// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConversationsResponseSchema,
  type Conversations,
} from '../../../shared/contracts/conversation.ts';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { asShown } from '../../testing/as-shown.ts';
import { TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, stubApi } from '../../testing/stub-api.ts';
import { ConversationCard } from './conversation-card.tsx';

const t = participantMessages.conversation;
const BASE = `/api/participant/${TEST_SECRET_SANTA_ID}/messages`;
const access = { secretSantaId: TEST_SECRET_SANTA_ID, token: 'jeton' };
const reply = (conversations: Conversations) =>
  answer(ConversationsResponseSchema, { conversations });
const message = (id: string, fromMe: boolean, text: string) => ({
  id,
  fromMe,
  text,
  sentAt: Date.UTC(2026, 11, 1, 10),
});

describe('ConversationCard', () => {
  afterEach(cleanup);

  it('opens where a message waits: my Santa’s, signed « Votre Père Noël secret », read once shown; then sends mine', async () => {
    document.title = 'Noël';
    let withSanta = {
      messages: [message('5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', false, 'Quelle est ta taille ?')],
      unread: 1,
    };
    let withRecipient: Conversations['withRecipient'] = {
      messages: [],
      unread: 0,
      restarted: false,
      recipientName: 'Bruno',
    };
    const api = stubApi({
      [`GET ${BASE}`]: () => reply({ withRecipient, withSanta }),
      [`POST ${BASE}/read`]: () => {
        withSanta = { ...withSanta, unread: 0 };
        return reply({ withRecipient, withSanta });
      },
      [`POST ${BASE}`]: ({ body }) => {
        const { text } = body as { text: string };
        withRecipient = {
          messages: [message('6e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b', true, text)],
          unread: 0,
          restarted: false,
          recipientName: 'Bruno',
        };
        return reply({ withRecipient, withSanta });
      },
    });
    renderScreen(<ConversationCard access={access} />);
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: new RegExp(t.title) });
    // The unread message is my Santa's: the card opens on that conversation, as a person
    // coming from the e-mail « Répondre dans mon espace » expects.
    expect(await within(card).findByText('Quelle est ta taille ?')).toBeTruthy();
    expect(
      within(card)
        .getByRole('tab', { name: new RegExp(t.withSantaTitle) })
        .getAttribute('aria-selected'),
    ).toBe('true');
    const signature = within(card).getByText('Quelle est ta taille ?').previousElementSibling;
    expect(signature?.textContent).toMatch(new RegExp(`^${t.fromSanta} · `));
    expect(within(card).getByText(asShown(t.withSantaHint))).toBeTruthy();
    // Shown, it is read: the count leaves the title, and the card stays on this side.
    expect(api.calls.some((c) => c.url.endsWith('/messages/read'))).toBe(true);
    await expect.poll(() => document.title).toBe('Noël');
    expect(
      within(card)
        .getByRole('tab', { name: new RegExp(t.withSantaTitle) })
        .getAttribute('aria-selected'),
    ).toBe('true');

    // The conversation with Bruno: a suggested question, then 'Envoyer'.
    await user.click(within(card).getByRole('tab', { name: new RegExp(t.withRecipientTitle) }));
    expect(await within(card).findByText(asShown(t.withRecipientHint('Bruno')))).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: t.questions[0] }));
    await user.click(within(card).getByRole('button', { name: t.send }));
    // Sent: in the thread, beside the suggestion's own button.
    expect(await within(card).findAllByText(asShown(t.questions[0]))).toHaveLength(2);
    expect(api.calls.find((c) => c.method === 'POST' && c.url.endsWith('/messages'))?.body).toEqual(
      {
        to: 'withRecipient',
        text: t.questions[0],
      },
    );
  });

  it('opens on my recipient when nothing waits, and says when that conversation started afresh', async () => {
    stubApi({
      [`GET ${BASE}`]: reply({
        withRecipient: { messages: [], unread: 0, restarted: true, recipientName: 'Chloé' },
        withSanta: {
          messages: [message('7f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c', true, 'Merci !')],
          unread: 0,
        },
      }),
    });
    renderScreen(<ConversationCard access={access} />);
    const card = await screen.findByRole('region', { name: new RegExp(t.title) });
    expect(await within(card).findByText(asShown(t.withRecipientHint('Chloé')))).toBeTruthy();
    expect(within(card).getByText(asShown(t.restarted))).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('tab', { name: new RegExp(t.withSantaTitle) }));
    expect(await within(card).findByText('Merci !')).toBeTruthy();
    expect(within(card).queryByText(asShown(t.restarted))).toBeNull();
  });

  it('says what is wrong with an empty message, without sending it', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: reply({
        withRecipient: { messages: [], unread: 0, restarted: false, recipientName: 'Bruno' },
        withSanta: null,
      }),
    });
    renderScreen(<ConversationCard access={access} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.send }));
    expect(await screen.findByText(asShown(t.textRequired))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
