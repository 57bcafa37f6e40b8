// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { SonnerToaster } from '../../sonner-toaster.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DrawStateResponseSchema,
  ResendFailedResponseSchema,
  SaveDrawRulesResponseSchema,
} from '../../../shared/contracts/draw.ts';
import type { DrawRules, DrawState } from '../../../shared/contracts/draw.ts';
import {
  PlayerListResponseSchema,
  PlayerResponseSchema,
} from '../../../shared/contracts/player.ts';
import { accountMessages } from '../../../shared/account-messages.ts';
import { InvitationProgressResponseSchema } from '../../../shared/contracts/player-invitations.ts';
import { SecretSantaWithPlayersResponseSchema } from '../../../shared/contracts/secret-santa.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { messages } from '../../../shared/messages.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { formatDay, formatTime } from '../../lib/format-date.ts';
import { cacheReadAMinuteAgo, eventRoutes } from '../../testing/event-routes.ts';
import { playerKeys, secretSantaKeys } from '../../lib/query-keys.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import { NOTIFICATION_POLL_MS } from '../../lib/reads/get-draw.ts';
import { DrawPanel, MISSING_ADDRESS_NAMES_MAX } from './draw-panel.tsx';
import { PlayersPanel } from '../players/players-panel.tsx';
import {
  createDrawState,
  createPlayer,
  createSecretSanta,
  TEST_SECRET_SANTA_ID,
} from '../../testing/factories.ts';
import { asShown } from '../../testing/as-shown.ts';

const t = organiserMessages.draw;
const participants = { ...messages.players, ...organiserMessages.participantsTab };
const SANTA_ID = TEST_SECRET_SANTA_ID;
const ALICE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b21';
const BRUNO = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b22';
const CHLOE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b23';
const BASE = `/api/secret-santas/${SANTA_ID}`;

const family = [
  createPlayer(),
  createPlayer({ id: BRUNO, name: 'Bruno', email: 'bruno@example.com', imageUrl: '' }),
  createPlayer({ id: CHLOE, name: 'Chloé', email: 'chloe@example.com' }),
];

const drawn = (overrides: Partial<DrawState> = {}) =>
  createDrawState({ drawn: true, drawnAt: Date.UTC(2026, 11, 1), ...overrides });

const notified = () =>
  drawn({
    notifiedAt: Date.UTC(2026, 11, 1, 10),
    notifications: {
      total: 3,
      sent: 1,
      pending: 1,
      failed: 1,
      opened: 0,
      cursor: '',
      onlyChanged: false,
      players: [
        {
          playerId: ALICE,
          status: 'sent',
          lastError: null,
          undelivered: false,
          nextAttemptAt: null,
          openedOn: null,
        },
        {
          playerId: BRUNO,
          status: 'pending',
          lastError: null,
          undelivered: false,
          nextAttemptAt: null,
          openedOn: null,
        },
        {
          playerId: CHLOE,
          status: 'failed',
          lastError: '550 Boîte inconnue',
          undelivered: false,
          nextAttemptAt: null,
          openedOn: null,
        },
      ],
    },
  });

/** The event's API: `routes`, and its players. */
function stubEvent(routes: Parameters<typeof stubApi>[0], players: Player[] = family) {
  return stubApi({ ...eventRoutes(players), ...routes });
}

const drawAnswer = (draw: DrawState) => answer(DrawStateResponseSchema, { draw });

/** A notified draw that a reset clears, beside the players' panel and its invitations' card. */
function notifiedThenReset() {
  let state = notified();
  return {
    [`GET ${BASE}/draw`]: () => drawAnswer(state),
    [`POST ${BASE}/draw/reset`]: () => {
      state = createDrawState();
      return drawAnswer(state);
    },
    [`GET ${BASE}/players/invitations`]: answer(InvitationProgressResponseSchema, {
      invitations: { total: 0, sent: 0, pending: 0, failed: 0 },
    }),
  };
}

function renderPanel() {
  const view = renderScreen(
    <>
      <DrawPanel secretSantaId={SANTA_ID} />
      <SonnerToaster />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

describe('DrawPanel', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
    // A toast not yet shown would be shown by the next test's Toaster (sonner keeps them).
    toast.dismiss();
  });

  it('launches the draw, then offers reset and notify', async () => {
    let state = createDrawState();
    const api = stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(state),
      [`POST ${BASE}/draw`]: () => {
        state = drawn();
        return drawAnswer(state);
      },
    });
    const { user } = renderPanel();

    const launch = await screen.findByRole('button', { name: t.launch });
    expect(await screen.findByText(asShown(t.playersReady(3)))).toBeTruthy();
    expect((launch as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: t.notify })).toBeNull();
    const eventAsked = api.callsTo(`GET ${BASE}`).length;
    const playersAsked = api.callsTo(`GET ${BASE}/players`).length;

    await user.click(launch);

    const title = await screen.findByRole('heading', { name: t.successTitle });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText(asShown(t.successText))).toBeTruthy();
    expect(screen.getByText(asShown(t.secretNote))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.reset })).toBeTruthy();
    expect(screen.getByRole('button', { name: t.notify })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The flags a draw clears are cleared in the cache: neither the event nor its players (10,000
    // people for a company) are asked again, for a 'Notifier' clicked next to wait behind.
    expect(api.callsTo(`GET ${BASE}`)).toHaveLength(eventAsked);
    expect(api.callsTo(`GET ${BASE}/players`)).toHaveLength(playersAsked);
  });

  it('shows the players back to « En attente » after a reset, without asking for them again', async () => {
    const told = family.map((player, i) => ({ ...player, invited: true, giftReceived: i === 0 }));
    const api = stubEvent(notifiedThenReset(), told);
    const user = userEvent.setup();
    renderScreen(
      <>
        <DrawPanel secretSantaId={SANTA_ID} />
        <PlayersPanel secretSantaId={SANTA_ID} asksAddress />
      </>,
    );
    const cards = () => screen.getAllByRole('article');
    await vi.waitFor(() => expect(cards()).toHaveLength(3));
    expect(screen.getByText(asShown(participants.giftReceived))).toBeTruthy();
    const playersAsked = api.callsTo(`GET ${BASE}/players`).length;

    await user.click(await screen.findByRole('button', { name: t.reset }));
    await user.click(await screen.findByRole('button', { name: t.resetConfirm }));

    await vi.waitFor(() =>
      expect(
        cards().map((card) => within(card).queryByText(participants.statusNotInvited)),
      ).not.toContain(null),
    );
    expect(screen.queryByText(asShown(participants.giftReceived))).toBeNull();
    expect(api.callsTo(`GET ${BASE}/players`)).toHaveLength(playersAsked);
    expect(api.callsTo(`GET ${BASE}`)).toHaveLength(1);
  });

  it('keeps the flags a reset cleared when a read started before it answers after it', async () => {
    const told = family.map((player) => ({ ...player, invited: true }));
    let answerEarlierRead = () => {};
    const earlierRead = new Promise<void>((resolve) => {
      answerEarlierRead = resolve;
    });
    const api = stubEvent(
      {
        [`GET ${BASE}`]: async () => {
          await earlierRead;
          return answer(SecretSantaWithPlayersResponseSchema, {
            secretSanta: createSecretSanta(),
            players: told,
          });
        },
        ...notifiedThenReset(),
      },
      told,
    );
    // Opening the tab reads the event again, slowly.
    const queryClient = cacheReadAMinuteAgo(told);
    const user = userEvent.setup();
    renderScreen(
      <>
        <DrawPanel secretSantaId={SANTA_ID} />
        <PlayersPanel secretSantaId={SANTA_ID} asksAddress />
      </>,
      { queryClient },
    );
    await vi.waitFor(() => expect(api.callsTo(`GET ${BASE}`)).toHaveLength(1));

    await user.click(await screen.findByRole('button', { name: t.reset }));
    await user.click(await screen.findByRole('button', { name: t.resetConfirm }));
    const statuses = () =>
      screen
        .getAllByRole('article')
        .map((card) => within(card).queryByText(participants.statusNotInvited) !== null);
    await vi.waitFor(() => expect(statuses()).toEqual([true, true, true]));
    answerEarlierRead();
    // The earlier read has answered and is done with: kept, it would have been written by now.
    const fetched = vi.mocked(fetch).mock;
    const earlier = fetched.calls.findIndex(
      ([url, init]) => String(url) === BASE && (init?.method ?? 'GET') === 'GET',
    );
    await (fetched.results[earlier]!.value as Promise<Response>).catch(() => undefined);
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(secretSantaKeys.detail(SANTA_ID))?.fetchStatus).toBe('idle'),
    );

    const cached = queryClient.getQueryData<{ players: Player[] }>(playerKeys.list(SANTA_ID));
    expect(cached?.players.map((player) => player.invited)).toEqual([false, false, false]);
    expect(statuses()).toEqual([true, true, true]);
  });

  it('saves each draw rule at once, and says when one leaves no draw', async () => {
    const saved: unknown[] = [];
    stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(createDrawState()),
      [`PUT ${BASE}/draw/rules`]: ({ body }) => {
        saved.push(body);
        const drawRules = body as DrawRules;
        return answer(SaveDrawRulesResponseSchema, {
          drawRules,
          feasibility: drawRules.singleCircle
            ? { ok: false, message: 'Avec une seule grande boucle, personne ne peut offrir.' }
            : { ok: true },
        });
      },
    });
    const { user } = renderPanel();
    await screen.findByRole('heading', { name: t.rulesTitle });
    const mutual = screen.getByRole('checkbox', { name: t.avoidMutualLabel }) as HTMLInputElement;

    await user.click(mutual);
    expect(await screen.findByText(asShown(t.rulesSavedTitle))).toBeTruthy();
    await vi.waitFor(() => expect(mutual.checked).toBe(true));
    await user.selectOptions(
      screen.getByRole('combobox', { name: t.historyYearsLabel }),
      t.historyYearsOption(2),
    );
    await vi.waitFor(() => expect(saved).toHaveLength(2));
    await user.click(screen.getByRole('checkbox', { name: t.singleCircleLabel }));

    expect(
      await screen.findByText('Avec une seule grande boucle, personne ne peut offrir.'),
    ).toBeTruthy();
    // One circle implies no exchange both ways: that box stays ticked and cannot be unticked.
    await vi.waitFor(() => expect(mutual.disabled).toBe(true));
    expect(mutual.checked).toBe(true);
    const carers = { carerNotGivingToCared: true, withinGroups: false };
    expect(saved).toEqual([
      { avoidMutual: true, singleCircle: false, historyYears: null, ...carers },
      { avoidMutual: true, singleCircle: false, historyYears: 2, ...carers },
      { avoidMutual: true, singleCircle: true, historyYears: 2, ...carers },
    ]);
  });

  it('states the rules a made draw followed, with no way to change them', async () => {
    stubApi({
      [`GET ${BASE}`]: answer(SecretSantaWithPlayersResponseSchema, {
        secretSanta: createSecretSanta({
          drawRules: {
            avoidMutual: false,
            singleCircle: true,
            historyYears: 1,
            carerNotGivingToCared: true,
            withinGroups: false,
          },
        }),
        players: family,
      }),
      [`GET ${BASE}/players`]: answer(PlayerListResponseSchema, { players: family }),
      [`GET ${BASE}/draw`]: () => drawAnswer(drawn()),
    });
    renderPanel();
    expect(
      await screen.findByText(
        asShown(t.rulesSummary(messages.format.list([t.ruleSingleCircle, t.historyRule(1)]))),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('explains why the draw cannot start with fewer than 2 players', async () => {
    stubEvent({ [`GET ${BASE}/draw`]: () => drawAnswer(createDrawState()) }, [createPlayer()]);
    renderPanel();

    expect(await screen.findByText(asShown(t.tooFewPlayers))).toBeTruthy();
    const launch = screen.getByRole('button', { name: t.launch }) as HTMLButtonElement;
    expect(launch.disabled).toBe(true);
    expect(launch.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows why no draw is possible in the panel, in names', async () => {
    const why = `${organiserMessages.draw.infeasible} Chloé ne peut offrir qu’à Alice.`;
    stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(createDrawState()),
      [`POST ${BASE}/draw`]: () => refusal(422, { code: 'DRAW_IMPOSSIBLE', message: why }),
    });
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: t.launch }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(asShown(t.failedTitle))).toBeTruthy();
    expect(within(alert).getByText(asShown(why))).toBeTruthy();
    expect(screen.getByRole('button', { name: t.launch })).toBeTruthy();
  });

  it('says which years were repeated, and resets after confirmation', async () => {
    let state = drawn({ relaxedYears: [2024, 2023] });
    const api = stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(state),
      [`POST ${BASE}/draw/reset`]: () => {
        state = createDrawState();
        return drawAnswer(state);
      },
    });
    const { user } = renderPanel();

    expect(
      await screen.findByText(asShown(t.relaxedYears(messages.format.list(['2023', '2024'])))),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.reset }));
    const dialog = await screen.findByRole('alertdialog', { name: t.resetConfirmTitle });
    expect(within(dialog).getByText(asShown(t.resetConfirmText))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.cancel }));
    expect(api.callsTo(`POST ${BASE}/draw/reset`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: t.reset }));
    await user.click(screen.getByRole('button', { name: t.resetConfirm }));

    expect(await screen.findByRole('button', { name: t.launch })).toBeTruthy();
    expect(screen.getByText(asShown(t.resetDoneTitle))).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/draw/reset`)).toHaveLength(1);
  });

  it('notifies the participants, then hides the button', async () => {
    let state = drawn();
    stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(state),
      [`POST ${BASE}/draw/notify`]: () => {
        state = notified();
        return drawAnswer(state);
      },
    });
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: t.notify }));

    expect(await screen.findByText(asShown(t.notifiedTitle))).toBeTruthy();
    expect(screen.getByText(asShown(t.notified))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.notify })).toBeNull();
    expect(screen.getByRole('progressbar', { name: t.progressTitle })).toBeTruthy();
  });

  it("reports 'Aucune attribution' when there is nothing to send", async () => {
    stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(drawn()),
      [`POST ${BASE}/draw/notify`]: () =>
        refusal(409, { code: 'NO_ASSIGNMENTS', message: t.noAssignments }),
    });
    const { user } = renderPanel();

    await user.click(await screen.findByRole('button', { name: t.notify }));

    expect(await screen.findByText(asShown(t.noAssignmentsTitle))).toBeTruthy();
    expect(screen.getByText(asShown(t.noAssignments))).toBeTruthy();
  });

  it("follows the e-mails: progress, each person's status, and 'Renvoyer son lien'", async () => {
    const api = stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(notified()),
      // The card's own action: one way to send a person their link.
      [`POST ${BASE}/players/${CHLOE}/invitation`]: () =>
        answer(PlayerResponseSchema, { player: { ...family[2]!, invited: true } }),
    });
    const { user } = renderPanel();

    const progress = await screen.findByRole('progressbar', { name: t.progressTitle });
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
    expect(progress.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText(asShown(t.progress(1, 3)))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.notify })).toBeNull();

    const rows = within(screen.getByRole('list', { name: t.progressTitle })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(`Alice${t.linkNotOpened}${t.mailSent}`),
      expect.stringContaining(`Bruno${t.linkNotOpened}${t.mailPending}`),
      expect.stringContaining(t.mailFailed),
    ]);
    const failed = within(rows[2] as HTMLElement).getByText(asShown(t.mailFailed));
    expect(failed.getAttribute('title')).toBe('550 Boîte inconnue');
    expect(within(rows[2] as HTMLElement).getByText(asShown('550 Boîte inconnue'))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.resendTo('Chloé') }));

    expect(await screen.findByText(asShown(accountMessages.invitations.sentTitle))).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/players/${CHLOE}/invitation`)).toHaveLength(1);
  });

  it("says who has opened their link, and sends the draw e-mail again to the others with 'Relancer'", async () => {
    const state = notified();
    state.notifications.opened = 1;
    state.notifications.players[0] = { ...state.notifications.players[0]!, openedOn: '2026-12-02' };
    const api = stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(state),
      [`POST ${BASE}/draw/remind-unopened`]: () =>
        answer(ResendFailedResponseSchema, { draw: state, resent: 2 }),
    });
    const { user } = renderPanel();

    expect(await screen.findByText(asShown(t.openedCount(1, 3)))).toBeTruthy();
    const rows = within(screen.getByRole('list', { name: t.progressTitle })).getAllByRole(
      'listitem',
    );
    expect(
      within(rows[0] as HTMLElement).getByText(t.linkOpened(formatDay('2026-12-02'))),
    ).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText(t.linkNotOpened)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.remindUnopened }));

    expect(await screen.findByText(asShown(t.reminded(2)))).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/draw/remind-unopened`)).toHaveLength(1);
  });

  it('says when a failed e-mail is tried again, and sends every failed one again in one click', async () => {
    const nextAttemptAt = new Date(2026, 11, 1, 14, 5).getTime();
    const waiting = notified();
    waiting.notifications.players[1] = {
      playerId: BRUNO,
      status: 'pending',
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      undelivered: false,
      nextAttemptAt,
      openedOn: null,
    };
    const resentState = notified();
    resentState.notifications = { ...resentState.notifications, pending: 2, failed: 0 };
    resentState.notifications.players[2] = {
      playerId: CHLOE,
      status: 'pending',
      lastError: null,
      undelivered: false,
      nextAttemptAt: null,
      openedOn: null,
    };
    const api = stubEvent({
      [`GET ${BASE}/draw`]: () => drawAnswer(waiting),
      [`POST ${BASE}/draw/resend-failed`]: () =>
        answer(ResendFailedResponseSchema, { draw: resentState, resent: 1 }),
    });
    const { user } = renderPanel();

    const bruno = (
      await screen.findByText(asShown(t.nextAttempt(formatTime(nextAttemptAt))))
    ).closest('li')!;
    expect(within(bruno).getByText(asShown('connect ECONNREFUSED 127.0.0.1:25'))).toBeTruthy();
    expect(within(bruno).getByText(asShown(t.mailPending))).toBeTruthy();

    await user.click(screen.getByRole('button', { name: t.resendAllFailed }));

    expect(await screen.findByText(asShown(t.resentAll(1)))).toBeTruthy();
    expect(api.callsTo(`POST ${BASE}/draw/resend-failed`)).toHaveLength(1);
    // Nothing has failed any more: the button is gone.
    expect(screen.queryByRole('button', { name: t.resendAllFailed })).toBeNull();
  });

  it('asks again every 2 seconds while e-mails are pending', async () => {
    const api = stubEvent({ [`GET ${BASE}/draw`]: () => drawAnswer(notified()) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();

    await screen.findByRole('progressbar');
    expect(api.callsTo(`GET ${BASE}/draw`)).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS);

    expect(api.callsTo(`GET ${BASE}/draw`)).toHaveLength(2);
  });

  it('stops asking once every e-mail is sent', async () => {
    const done = notified();
    done.notifications = {
      ...done.notifications,
      sent: 3,
      pending: 0,
      failed: 0,
      players: done.notifications.players.map((entry) => ({
        ...entry,
        status: 'sent' as const,
        lastError: null,
        undelivered: false,
      })),
    };
    const api = stubEvent({ [`GET ${BASE}/draw`]: () => drawAnswer(done) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel();

    expect(await screen.findByText(asShown(t.progress(3, 3)))).toBeTruthy();

    await vi.advanceTimersByTimeAsync(NOTIFICATION_POLL_MS * 3);

    expect(api.callsTo(`GET ${BASE}/draw`)).toHaveLength(1);
  });
});

describe('DrawPanel’s reminder of missing addresses (docs/product.md §6.2)', () => {
  afterEach(cleanup);

  const withoutAddress = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      createPlayer({
        id: `0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1c${String(index).padStart(2, '0')}`,
        name: `Collègue ${index + 1}`,
        email: `collegue${index + 1}@example.com`,
        address: '',
      }),
    );
  const notDrawn = { [`GET ${BASE}/draw`]: drawAnswer(createDrawState()) };

  it('names a family’s few people without an address', async () => {
    const players = [createPlayer(), ...withoutAddress(MISSING_ADDRESS_NAMES_MAX)];
    stubEvent(notDrawn, players);
    renderPanel();
    const names = players.slice(1).map((player) => player.name);
    expect(
      await screen.findByText(asShown(t.missingAddresses(messages.format.list(names)))),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: t.showMissingAddresses })).toBeNull();
  });

  it('counts them beyond that, and links to them on the Participants tab', async () => {
    const players = [createPlayer(), ...withoutAddress(MISSING_ADDRESS_NAMES_MAX + 3)];
    stubEvent(notDrawn, players);
    const { router, user } = renderPanel();
    expect(
      await screen.findByText(asShown(t.missingAddressCount(8)), { exact: false }),
    ).toBeTruthy();
    expect(screen.queryByText('Collègue 1', { exact: false })).toBeNull();

    await user.click(screen.getByRole('link', { name: t.showMissingAddresses }));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/secret-santas/${SANTA_ID}/participants?filtre=sans-adresse`,
    );
  });

  it('says nothing of addresses when the event asks for none', async () => {
    const players = [createPlayer(), ...withoutAddress(8)];
    stubEvent(
      {
        ...notDrawn,
        [`GET ${BASE}`]: answer(SecretSantaWithPlayersResponseSchema, {
          secretSanta: createSecretSanta({ askAddresses: false }),
          players,
        }),
      },
      players,
    );
    renderPanel();
    expect(await screen.findByText(asShown(t.playersReady(9)))).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(asShown(t.missingAddressCount(8)), { exact: false })).toBeNull();
  });
});
