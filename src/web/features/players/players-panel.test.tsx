// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SonnerToaster } from '../../sonner-toaster.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorCodes } from '../../../shared/contracts/api-error.ts';
import {
  DrawChangeResponseSchema,
  DrawStateResponseSchema,
  type DrawState,
} from '../../../shared/contracts/draw.ts';
import {
  InvitationProgressResponseSchema,
  InviteEveryoneResponseSchema,
} from '../../../shared/contracts/player-invitations.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { asShown } from '../../testing/as-shown.ts';
import { createDrawState, createPlayer, TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { cacheReadAMinuteAgo, eventRoutes } from '../../testing/event-routes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi, unreachable } from '../../testing/stub-api.ts';
import { PlayersPanel } from './players-panel.tsx';

const t = organiserMessages.drawChange;
const BASE = `/api/secret-santas/${TEST_SECRET_SANTA_ID}`;
const BRUNO = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b22';
const family = [
  createPlayer(),
  createPlayer({ id: BRUNO, name: 'Bruno', email: 'bruno@example.com' }),
  createPlayer({
    id: '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b23',
    name: 'Chloé',
    email: 'chloe@example.com',
  }),
];
const drawn = (overrides: Partial<DrawState> = {}) =>
  createDrawState({ drawn: true, drawnAt: Date.UTC(2026, 11, 1), ...overrides });

const noInvitations = { total: 0, sent: 0, pending: 0, failed: 0 };

function renderPanel(draw: DrawState, routes: Parameters<typeof stubApi>[0], players = family) {
  const api = stubApi({
    ...eventRoutes(players),
    [`GET ${BASE}/draw`]: answer(DrawStateResponseSchema, { draw }),
    [`GET ${BASE}/players/invitations`]: answer(InvitationProgressResponseSchema, {
      invitations: noInvitations,
    }),
    ...routes,
  });
  renderScreen(
    <>
      <PlayersPanel secretSantaId={TEST_SECRET_SANTA_ID} asksAddress />
      <SonnerToaster />
    </>,
  );
  return { api, user: userEvent.setup() };
}

describe('PlayersPanel after the draw', () => {
  afterEach(cleanup);

  it('withdraws a player after a confirmation, and says how many got a new recipient, not who', async () => {
    const { api, user } = renderPanel(drawn(), {
      [`POST ${BASE}/players/${BRUNO}/withdrawal`]: answer(DrawChangeResponseSchema, {
        draw: drawn(),
        changedGivers: 1,
        redrawn: false,
      }),
    });
    const card = await screen.findByRole('article', { name: 'Bruno' });
    expect(
      within(card).queryByRole('button', {
        name: organiserMessages.participantsTab.remove('Bruno'),
      }),
    ).toBeNull();

    await user.click(within(card).getByRole('button', { name: t.withdrawLabel('Bruno') }));
    const dialog = await screen.findByRole('alertdialog', { name: t.withdrawTitle('Bruno') });
    expect(within(dialog).getByText(asShown(t.withdrawText('Bruno')))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.withdrawConfirm }));

    expect(await screen.findByText(asShown(t.withdrawn('Bruno', 1)))).toBeTruthy();
    expect(api.calls.find((c) => c.url.endsWith('/withdrawal'))?.body).toEqual({
      redrawEveryone: false,
    });
  });

  it('offers the full redraw, with why, when no small change keeps the rules', async () => {
    const reason = 'Aucun ajustement ne convient.';
    const { api, user } = renderPanel(drawn(), {
      [`POST ${BASE}/players/${BRUNO}/withdrawal`]: ({ body }) =>
        (body as { redrawEveryone: boolean }).redrawEveryone
          ? answer(DrawChangeResponseSchema, { draw: drawn(), changedGivers: 2, redrawn: true })
          : refusal(422, { code: errorCodes.noSmallChange, message: reason }),
    });
    await user.click(await screen.findByRole('button', { name: t.withdrawLabel('Bruno') }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: t.withdrawConfirm,
      }),
    );

    const offer = await screen.findByRole('alertdialog', { name: t.redrawTitle });
    expect(within(offer).getByText(asShown(`${reason} ${t.redrawText('Bruno')}`))).toBeTruthy();
    await user.click(within(offer).getByRole('button', { name: t.redraw }));

    expect(await screen.findByText(asShown(t.redrawn('Bruno')))).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/withdrawal')).map((c) => c.body)).toEqual([
      { redrawEveryone: false },
      { redrawEveryone: true },
    ]);
  });

  it('explains, once the exchange is finished, that nobody leaves any more', async () => {
    const { api, user } = renderPanel(drawn({ completed: true }), {});
    await user.click(await screen.findByRole('button', { name: t.withdrawLabel('Bruno') }));
    const dialog = await screen.findByRole('alertdialog', { name: t.withdrawTitle('Bruno') });
    expect(within(dialog).getByText(asShown(t.afterCompletion))).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: t.withdrawConfirm })).toBeNull();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('PlayersPanel: inviting everyone (docs/product.md §4.6)', () => {
  afterEach(cleanup);
  const p = organiserMessages.participantsTab;
  const oneInvited = family.map((player, i) => ({ ...player, invited: i === 0 }));

  it('says how many will be invited, asks first, and sends that number', async () => {
    const { api, user } = renderPanel(
      createDrawState(),
      {
        [`POST ${BASE}/players/invitations`]: answer(InviteEveryoneResponseSchema, { invited: 2 }),
      },
      oneInvited,
    );
    await user.click(await screen.findByRole('button', { name: p.inviteAll }));
    const dialog = await screen.findByRole('alertdialog', { name: p.inviteAllConfirmTitle(2) });
    expect(within(dialog).getByText(asShown(p.inviteAllConfirmText))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: p.inviteAllConfirm }));

    expect(await screen.findByText(asShown(p.inviteAllDone(2)))).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/players/invitations`).map((c) => c.body)).toEqual([
      { expected: 2 },
    ]);
  });

  it('offers nothing once everyone is invited', async () => {
    renderPanel(
      createDrawState(),
      {},
      family.map((player) => ({ ...player, invited: true })),
    );
    await screen.findByRole('article', { name: 'Bruno' });
    expect(screen.queryByRole('button', { name: p.inviteAll })).toBeNull();
  });

  it('says why nothing was sent when the list changed meanwhile', async () => {
    const changed = p.inviteAllChanged(3);
    const { user } = renderPanel(
      createDrawState(),
      {
        [`POST ${BASE}/players/invitations`]: refusal(409, {
          code: errorCodes.playersChanged,
          message: changed,
        }),
      },
      oneInvited,
    );
    await user.click(await screen.findByRole('button', { name: p.inviteAll }));
    const dialog = await screen.findByRole('alertdialog', { name: p.inviteAllConfirmTitle(2) });
    await user.click(within(dialog).getByRole('button', { name: p.inviteAllConfirm }));
    expect(await screen.findByText(asShown(changed))).toBeTruthy();
  });

  it('shows how the newest round is going: sent, waiting and failed', async () => {
    renderPanel(createDrawState(), {
      [`GET ${BASE}/players/invitations`]: answer(InvitationProgressResponseSchema, {
        invitations: { total: 400, sent: 380, pending: 17, failed: 3 },
      }),
    });
    const bar = await screen.findByRole('progressbar', { name: p.invitationsProgressTitle });
    expect(bar.getAttribute('aria-valuetext')).toBe(asShown(p.invitationsProgress(380, 400)));
    expect(screen.getByText(asShown(p.invitationsPending(17)))).toBeTruthy();
    expect(screen.getByText(asShown(p.invitationsFailed(3)))).toBeTruthy();
    expect(screen.getByText(asShown(p.invitationsFailedHint))).toBeTruthy();
  });
});

describe('PlayersPanel opened again after a while', () => {
  afterEach(cleanup);

  it('asks for the event with its players once, not for the players list beside it', async () => {
    const api = stubApi({
      ...eventRoutes(family),
      [`GET ${BASE}/draw`]: answer(DrawStateResponseSchema, { draw: createDrawState() }),
      [`GET ${BASE}/players/invitations`]: answer(InvitationProgressResponseSchema, {
        invitations: noInvitations,
      }),
    });
    renderScreen(<PlayersPanel secretSantaId={TEST_SECRET_SANTA_ID} asksAddress />, {
      queryClient: cacheReadAMinuteAgo(family),
    });

    expect(await screen.findAllByRole('article')).toHaveLength(family.length);
    await vi.waitFor(() => expect(api.callsTo(`GET ${BASE}`)).toHaveLength(1));
    expect(api.callsTo(`GET ${BASE}/players`)).toHaveLength(0);
  });

  it('shows the list it has, and says it may be out of date, when that read fails', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: unreachable,
      [`GET ${BASE}/draw`]: answer(DrawStateResponseSchema, { draw: createDrawState() }),
      [`GET ${BASE}/players/invitations`]: answer(InvitationProgressResponseSchema, {
        invitations: noInvitations,
      }),
    });
    renderScreen(<PlayersPanel secretSantaId={TEST_SECRET_SANTA_ID} asksAddress />, {
      queryClient: cacheReadAMinuteAgo(family),
    });

    expect(await screen.findByText(asShown(messages.app.staleData))).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(family.length);
    expect(api.callsTo(`GET ${BASE}`)).toHaveLength(1);
  });
});

/** Ten colleagues: enough for 'Rechercher un participant'. */
const office = [
  ...['Agathe', 'Basile', 'Capucine', 'Dorian', 'Elise', 'Fabien', 'Gaëlle', 'Hugo'].map(
    (name, index) =>
      createPlayer({
        id: `0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1c0${index}`,
        name,
        email: `${name.toLowerCase()}@example.com`,
        address: '',
      }),
  ),
  createPlayer({
    id: '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1c10',
    name: 'Inès',
    email: 'ines@example.com',
  }),
  createPlayer({
    id: '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1c11',
    name: 'Jules',
    email: 'jules@example.com',
  }),
];

describe('PlayersPanel while the list is on its way (docs/product.md §9.8)', () => {
  afterEach(cleanup);

  it('takes a name typed meanwhile, says it is loading, and shows that person once the list is there', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const routes = eventRoutes(office);
    stubApi({
      [`GET ${BASE}`]: async () => (await arrived, routes[`GET ${BASE}`]!),
      [`GET ${BASE}/players`]: async () => (await arrived, routes[`GET ${BASE}/players`]!),
      [`GET ${BASE}/draw`]: answer(DrawStateResponseSchema, { draw: createDrawState() }),
      [`GET ${BASE}/players/invitations`]: answer(InvitationProgressResponseSchema, {
        invitations: noInvitations,
      }),
    });
    renderScreen(<PlayersPanel secretSantaId={TEST_SECRET_SANTA_ID} asksAddress />);
    const user = userEvent.setup();

    const field = await screen.findByRole('searchbox', { name: organiserMessages.search.label });
    expect(screen.getByText(organiserMessages.search.loading)).toBeTruthy();
    await user.type(field, 'gaë');
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    arrive();
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Gaëlle' })).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect((field as HTMLInputElement).value).toBe('gaë');
    expect(screen.getByText(organiserMessages.search.shown(1, 10))).toBeTruthy();
    expect(screen.queryByText(organiserMessages.search.loading)).toBeNull();
  });
});

describe('PlayersPanel’s « Sans adresse » (docs/product.md §4.4)', () => {
  afterEach(cleanup);

  const search = organiserMessages.search;
  const withoutAddressPath = `/secret-santas/${TEST_SECRET_SANTA_ID}/participants?filtre=sans-adresse`;

  function renderOffice({ path, asksAddress = true }: { path: string; asksAddress?: boolean }) {
    stubApi({
      ...eventRoutes(office),
      [`GET ${BASE}/draw`]: answer(DrawStateResponseSchema, { draw: createDrawState() }),
      [`GET ${BASE}/players/invitations`]: answer(InvitationProgressResponseSchema, {
        invitations: noInvitations,
      }),
    });
    const view = renderScreen(
      <PlayersPanel secretSantaId={TEST_SECRET_SANTA_ID} asksAddress={asksAddress} />,
      { path },
    );
    return { ...view, user: userEvent.setup() };
  }
  it('opened from its address, shows only those without an address, and turns off and on again', async () => {
    const { user, router } = renderOffice({ path: withoutAddressPath });

    const toggle = await screen.findByRole('button', { name: search.withoutAddress(8) });
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
    expect(screen.queryByRole('article', { name: 'Inès' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Hugo' })).toBeTruthy();

    // The search looks among them only: Inès, who has an address, is not found.
    await user.type(screen.getByRole('searchbox', { name: search.label }), 'in');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Capucine' })).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: search.label }));

    await user.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(router.state.location.search).toBe('');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));

    await user.click(toggle);
    expect(router.state.location.search).toBe('?filtre=sans-adresse');
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(8));
  });

  it('says so when everyone has given an address since, and is not offered then', async () => {
    const everyoneHasOne = office.map((player) => ({ ...player, address: '1 rue du Port' }));
    stubApi({
      ...eventRoutes(everyoneHasOne),
      [`GET ${BASE}/draw`]: answer(DrawStateResponseSchema, { draw: createDrawState() }),
      [`GET ${BASE}/players/invitations`]: answer(InvitationProgressResponseSchema, {
        invitations: noInvitations,
      }),
    });
    const { router } = renderScreen(
      <PlayersPanel secretSantaId={TEST_SECRET_SANTA_ID} asksAddress />,
      { path: withoutAddressPath },
    );
    expect(await screen.findByText(asShown(search.noneWithoutAddress))).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: search.withoutAddress(0) }));
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: search.withoutAddress(0) })).toBeNull();
  });

  it('is neither offered nor applied while the event asks for no address', async () => {
    renderOffice({ path: withoutAddressPath, asksAddress: false });
    await vi.waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.queryByRole('button', { name: /^Sans adresse/ })).toBeNull();
  });
});
