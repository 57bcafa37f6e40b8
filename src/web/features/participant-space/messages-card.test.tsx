// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ConversationsResponseSchema,
  type Conversations,
} from '../../../shared/contracts/messages.ts';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { asShown } from '../../testing/as-shown.ts';
import { TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, stubApi } from '../../testing/stub-api.ts';
import { MessagesCard } from './messages-card.tsx';

const t = participantMessages.messages;
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

describe('MessagesCard', () => {
  afterEach(cleanup);

  it('signs my Santa’s messages « Votre Père Noël secret », counts them unread until shown, and sends mine', async () => {
    document.title = 'Noël';
    let withSanta = {
      messages: [message('5d1e2f3a-4b5c-4d6e-8f7a-9b0c1d2e3f4a', false, 'Quelle est ta taille ?')],
      unread: 1,
    };
    let withRecipient: Conversations['withRecipient'] = {
      messages: [],
      unread: 0,
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
          recipientName: 'Bruno',
        };
        return reply({ withRecipient, withSanta });
      },
    });
    renderScreen(<MessagesCard access={access} />);
    const user = userEvent.setup();

    const card = await screen.findByRole('region', { name: new RegExp(t.title) });
    expect(within(card).getByText(asShown(t.unread(1)))).toBeTruthy();
    expect(document.title).toBe('(1) Noël');

    // The conversation with Bruno first: a suggested question, then 'Envoyer'.
    expect(within(card).getByText(asShown(t.withRecipientHint('Bruno')))).toBeTruthy();
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

    // My Santa's message, never named; shown, it is read.
    await user.click(within(card).getByRole('tab', { name: new RegExp(t.withSantaTitle) }));
    expect(await within(card).findByText('Quelle est ta taille ?')).toBeTruthy();
    const signature = within(card).getByText('Quelle est ta taille ?').previousElementSibling;
    expect(signature?.textContent).toMatch(new RegExp(`^${t.fromSanta} · `));
    await screen.findByText(asShown(t.withSantaHint));
    expect(api.calls.some((c) => c.url.endsWith('/messages/read'))).toBe(true);
    await expect.poll(() => document.title).toBe('Noël');
  });

  it('says what is wrong with an empty message, without sending it', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: reply({
        withRecipient: { messages: [], unread: 0, recipientName: 'Bruno' },
        withSanta: null,
      }),
    });
    renderScreen(<MessagesCard access={access} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: t.send }));
    expect(await screen.findByText(asShown(t.textRequired))).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
