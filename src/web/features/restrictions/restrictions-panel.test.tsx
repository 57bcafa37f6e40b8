// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SonnerToaster } from '../../sonner-toaster.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SaveRestrictionsResponseSchema } from '../../../shared/contracts/draw.ts';
import type { Player } from '../../../shared/contracts/player.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { messages } from '../../../shared/messages.ts';
import { eventRoutes } from '../../testing/event-routes.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, refusal, stubApi } from '../../testing/stub-api.ts';
import type { StubAnswer } from '../../testing/stub-api.ts';
import { RestrictionsPanel } from './restrictions-panel.tsx';
import { createPlayer, TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { asShown } from '../../testing/as-shown.ts';

const t = organiserMessages.restrictions;
const SANTA_ID = TEST_SECRET_SANTA_ID;
const ALICE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b21';
const BRUNO = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b22';
const CHLOE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b23';
const GONE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b99';

function family(): Player[] {
  return [
    createPlayer(),
    createPlayer({ id: BRUNO, name: 'Bruno', email: 'bruno@example.com', imageUrl: '' }),
    createPlayer({ id: CHLOE, name: 'Chloé', email: 'chloe@example.com', excluded: [ALICE] }),
  ];
}

const SAVE = `PUT /api/secret-santas/${SANTA_ID}/restrictions`;

const okSave = answer(SaveRestrictionsResponseSchema, { feasibility: { ok: true } });

/** Answers the players with `players`, and a save with `onSave`. */
function stubEvent(players: Player[], onSave: StubAnswer = okSave) {
  return stubApi({
    ...eventRoutes(players),
    [SAVE]: onSave,
  });
}

function renderPanel(isLocked: boolean) {
  const view = renderScreen(
    <>
      <RestrictionsPanel secretSantaId={SANTA_ID} isLocked={isLocked} />
      <SonnerToaster />
    </>,
  );
  return { ...view, user: userEvent.setup() };
}

/** The participant's button in the left list ("Alice 0 restriction", "Alice Foyer « Martin » 0 restriction"). */
function personButton(name: string, household?: string) {
  const householdPart = household ? ` ${asShown(t.householdOf(household))}` : '';
  const shown = Array.from(
    { length: 10 },
    (_, count) => `${name}${householdPart} ${asShown(t.exclusionCount(count))}`,
  );
  return screen.getByRole('button', {
    name: (accessibleName) => shown.includes(asShown(accessibleName)),
  });
}

describe('RestrictionsPanel', () => {
  afterEach(cleanup);

  it('edits a working copy, sums it up in names, and saves every list', async () => {
    const api = stubEvent(family());
    const { user } = renderPanel(false);

    expect(await screen.findByRole('heading', { name: t.manageTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.intro))).toBeTruthy();
    expect(screen.getByRole('heading', { name: t.playersHeading(3) })).toBeTruthy();
    expect(screen.getAllByRole('img', { name: t.exclusionCount(0) })).toHaveLength(2);
    expect(personButton('Chloé').textContent).toContain('1');
    expect(screen.getByText(asShown(t.summaryLine('Chloé', 'Alice')))).toBeTruthy();
    const save = screen.getByRole('button', { name: t.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.getByText(asShown(t.selectPrompt))).toBeTruthy();

    await user.click(personButton('Alice'));
    expect(personButton('Alice').getAttribute('aria-pressed')).toBe('true');
    const editor = screen.getByRole('group', { name: t.cannotGiveTo('Alice') });
    const others = within(editor).getAllByRole('checkbox');
    expect(others).toHaveLength(2);
    const bruno = within(editor).getByRole('checkbox', { name: 'Bruno' }) as HTMLInputElement;
    expect(bruno.checked).toBe(false);

    await user.click(bruno);
    await user.click(within(editor).getByRole('checkbox', { name: 'Chloé' }));

    expect(bruno.checked).toBe(true);
    expect(personButton('Alice').textContent).toContain('2');
    expect(
      screen.getByText(asShown(t.summaryLine('Alice', messages.format.list(['Bruno', 'Chloé'])))),
    ).toBeTruthy();
    expect(screen.getByText(asShown(t.unsavedChanges))).toBeTruthy();
    expect(save.disabled).toBe(false);
    // Nothing is sent before 'Enregistrer'.
    expect(api.callsTo(SAVE)).toHaveLength(0);

    await user.click(save);

    expect(await screen.findByText(asShown(t.savedTitle))).toBeTruthy();
    expect(screen.getByText(asShown(t.saved))).toBeTruthy();
    expect(api.callsTo(SAVE).map((call) => call.body)).toEqual([
      { excluded: { [ALICE]: [BRUNO, CHLOE], [BRUNO]: [], [CHLOE]: [ALICE] }, households: [] },
    ]);
    await vi.waitFor(() => expect(save.disabled).toBe(true));
    expect(screen.queryByText(asShown(t.unsavedChanges))).toBeNull();
  });

  it('groups a household, names it in the list and the summary, and saves it with the lists', async () => {
    const DENIS = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1b24';
    const api = stubEvent([
      ...family(),
      createPlayer({ id: DENIS, name: 'Denis', email: 'denis@example.com' }),
    ]);
    const { user } = renderPanel(false);
    expect(await screen.findByText(asShown(t.householdsEmpty))).toBeTruthy();

    await user.type(screen.getByLabelText(t.newHouseholdLabel), 'Famille Martin');
    await user.click(screen.getByRole('button', { name: t.createHousehold }));
    expect(screen.getByText(asShown(t.householdNoMembers))).toBeTruthy();
    const save = screen.getByRole('button', { name: t.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const add = (name: string) =>
      user.click(screen.getByRole('button', { name: t.addNamedMember(name, 'Famille Martin') }));
    await add('Alice');
    expect(screen.getByText(asShown(t.householdTooSmall('Famille Martin')))).toBeTruthy();
    // A typed name finds the person, without its accents or letter case.
    await user.type(screen.getByRole('searchbox', { name: t.addMember('Famille Martin') }), 'BRU');
    expect(
      screen.queryByRole('button', { name: t.addNamedMember('Denis', 'Famille Martin') }),
    ).toBeNull();
    await add('Bruno');
    await add('Denis');
    await user.click(
      screen.getByRole('button', { name: t.removeMember('Denis', 'Famille Martin') }),
    );

    expect(personButton('Alice', 'Famille Martin')).toBeTruthy();
    // Each member may not give to the other: the list counts it, never « 0 restriction ».
    for (const name of ['Alice', 'Bruno']) {
      expect(
        within(personButton(name, 'Famille Martin')).getByRole('img', {
          name: t.exclusionCount(1),
        }),
      ).toBeTruthy();
    }
    expect(
      screen.getByText(
        asShown(t.summaryHousehold('Famille Martin', messages.format.list(['Alice', 'Bruno']))),
      ),
    ).toBeTruthy();
    // Those in a household are not offered again.
    const offered = (name: string) =>
      screen.queryByRole('button', { name: t.addNamedMember(name, 'Famille Martin') });
    expect(offered('Alice')).toBeNull();
    expect(offered('Denis')).toBeTruthy();
    expect(save.disabled).toBe(false);

    await user.click(save);
    await vi.waitFor(() => expect(api.callsTo(SAVE)).toHaveLength(1));
    expect(
      api.callsTo(SAVE).map((call) => (call.body as { households: unknown }).households),
    ).toEqual([[{ name: 'Famille Martin', playerIds: [ALICE, BRUNO] }]]);
  });

  it('deletes a household from the working copy', async () => {
    stubEvent([
      createPlayer({ household: 'Martin' }),
      createPlayer({ id: BRUNO, name: 'Bruno', email: 'bruno@example.com', household: 'Martin' }),
      createPlayer({ id: CHLOE, name: 'Chloé', email: 'chloe@example.com' }),
    ]);
    const { user } = renderPanel(false);
    await user.click(await screen.findByRole('button', { name: t.deleteHousehold('Martin') }));

    expect(screen.getByText(asShown(t.householdsEmpty))).toBeTruthy();
    expect(screen.getByText(asShown(t.unsavedChanges))).toBeTruthy();
    expect(personButton('Alice')).toBeTruthy();
  });

  it('refuses a second household of the same name before anything is sent', async () => {
    stubEvent(family());
    const { user } = renderPanel(false);
    await user.type(await screen.findByLabelText(t.newHouseholdLabel), 'Martin');
    await user.click(screen.getByRole('button', { name: t.createHousehold }));
    await user.type(screen.getByLabelText(t.newHouseholdLabel), 'MARTIN');
    await user.click(screen.getByRole('button', { name: t.createHousehold }));

    expect(asShown(screen.getByRole('alert').textContent ?? '')).toBe(
      asShown(t.householdNameTaken('MARTIN')),
    );
    expect(screen.getAllByRole('searchbox', { name: t.addMember('Martin') })).toHaveLength(1);
  });

  it('flags a household of more than half the group at once, in names', async () => {
    stubEvent(family());
    const { user } = renderPanel(false);
    await user.type(await screen.findByLabelText(t.newHouseholdLabel), 'Martin');
    await user.click(screen.getByRole('button', { name: t.createHousehold }));
    for (const name of ['Alice', 'Bruno'])
      await user.click(screen.getByRole('button', { name: t.addNamedMember(name, 'Martin') }));

    expect(screen.getByText(asShown(t.householdTooBig))).toBeTruthy();
    const warning = screen.getByRole('alert');
    expect(warning.textContent).toContain('Alice');
    expect(warning.textContent).toContain('Bruno');
  });

  it('shows the households read-only after the draw', async () => {
    stubEvent([
      createPlayer({ household: 'Martin' }),
      createPlayer({ id: BRUNO, name: 'Bruno', email: 'bruno@example.com', household: 'Martin' }),
      createPlayer({ id: CHLOE, name: 'Chloé', email: 'chloe@example.com' }),
    ]);
    renderPanel(true);
    expect(await screen.findByText(messages.format.list(['Alice', 'Bruno']))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.createHousehold })).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(
      screen.getByText(
        asShown(t.summaryHousehold('Martin', messages.format.list(['Alice', 'Bruno']))),
      ),
    ).toBeTruthy();
  });

  it('says a refused save under its button, and keeps the working copy', async () => {
    stubEvent(
      family(),
      refusal(400, {
        code: 'INVALID_INPUT',
        message: t.householdUnknownPlayer,
        field: 'households',
      }),
    );
    const { user } = renderPanel(false);
    await user.click(await screen.findByRole('button', { name: /^Bruno/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Alice' }));
    await user.click(screen.getByRole('button', { name: t.save }));

    const said = await screen.findByText(asShown(t.householdUnknownPlayer));
    expect(
      within(said.closest('[role="alert"]') as HTMLElement).getByText(t.errorTitle),
    ).toBeTruthy();
    expect(screen.getByText(asShown(t.unsavedChanges))).toBeTruthy();
  });

  it('undoing a toggle leaves nothing to save', async () => {
    stubEvent(family());
    const { user } = renderPanel(false);
    await user.click(await screen.findByRole('button', { name: /^Bruno/ }));
    const alice = screen.getByRole('checkbox', { name: 'Alice' });

    await user.click(alice);
    await user.click(alice);

    expect((screen.getByRole('button', { name: t.save }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("'Fermer' deselects and gives the focus back to the person", async () => {
    stubEvent(family());
    const { user } = renderPanel(false);
    await user.click(await screen.findByRole('button', { name: /^Bruno/ }));

    await user.click(screen.getByRole('button', { name: t.close }));

    expect(screen.queryByRole('group', { name: t.cannotGiveTo('Bruno') })).toBeNull();
    expect(screen.getByText(asShown(t.selectPrompt))).toBeTruthy();
    expect(personButton('Bruno').getAttribute('aria-pressed')).toBe('false');
    expect(document.activeElement).toBe(personButton('Bruno'));
  });

  it('names, as the boxes are ticked and before any save, a group that could not be drawn', async () => {
    const api = stubEvent(family());
    const { user } = renderPanel(false);
    await user.click(await screen.findByRole('button', { name: /^Chloé/ }));
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Bruno' }));

    const warning = await screen.findByRole('alert');
    expect(within(warning).getByText(asShown(t.impossibleWarningTitle))).toBeTruthy();
    expect(warning.textContent).toContain(organiserMessages.draw.blockingGroup(['Chloé'], []));
    expect(api.callsTo(SAVE)).toHaveLength(0);
    // Unticked: the warning goes at once.
    await user.click(screen.getByRole('checkbox', { name: 'Bruno' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('keeps the unsaved ticks when the tab is left and opened again', async () => {
    stubEvent(family());
    const { user, unmount, queryClient } = renderPanel(false);
    await user.click(await screen.findByRole('button', { name: /^Alice/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Bruno' }));
    expect(screen.getByText(asShown(t.unsavedChanges))).toBeTruthy();
    unmount();

    renderScreen(<RestrictionsPanel secretSantaId={SANTA_ID} isLocked={false} />, { queryClient });

    expect(await screen.findByText(asShown(t.unsavedChanges))).toBeTruthy();
    expect(screen.getByText(asShown(t.summaryLine('Alice', 'Bruno')))).toBeTruthy();
  });

  it("says 'Action impossible' when the draw already happened", async () => {
    stubEvent(family(), refusal(409, { code: 'DRAW_LOCKED', message: t.locked }));
    const { user } = renderPanel(false);
    await user.click(await screen.findByRole('button', { name: /^Alice/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Bruno' }));

    await user.click(screen.getByRole('button', { name: t.save }));

    expect(await screen.findByText(asShown(t.lockedTitle))).toBeTruthy();
    expect(screen.getByText(asShown(t.locked))).toBeTruthy();
  });

  it('shows the lists read-only after the draw', async () => {
    const api = stubEvent(family());
    const { user } = renderPanel(true);

    expect(await screen.findByRole('heading', { name: t.viewTitle })).toBeTruthy();
    expect(screen.getByText(asShown(t.readOnly))).toBeTruthy();
    expect(screen.getByText(asShown(t.afterDrawWithCount(1)))).toBeTruthy();
    expect(screen.queryByText(asShown(t.intro))).toBeNull();
    expect(screen.queryByRole('button', { name: t.save })).toBeNull();

    await user.click(personButton('Chloé'));
    const alice = screen.getByRole('checkbox', { name: 'Alice' }) as HTMLInputElement;
    expect(alice.checked).toBe(true);
    expect(alice.disabled).toBe(true);
    await user.click(alice);
    expect(alice.checked).toBe(true);
    expect(api.callsTo(SAVE)).toHaveLength(0);
  });

  it('says when no restriction was defined before the draw', async () => {
    stubEvent(family().map((player) => ({ ...player, excluded: [] })));
    renderPanel(true);

    expect(await screen.findByText(asShown(t.afterDrawNone))).toBeTruthy();
    expect(screen.getByText(asShown(t.summaryEmpty))).toBeTruthy();
  });

  it("names a restriction to someone no longer in the list 'Participant inconnu', and saving drops it", async () => {
    const players = family();
    players[0] = createPlayer({ excluded: [GONE, BRUNO] });
    const api = stubEvent(players);
    const { user } = renderPanel(false);

    expect(
      await screen.findByText(
        asShown(t.summaryLine('Alice', messages.format.list([t.unknownPlayer, 'Bruno']))),
      ),
    ).toBeTruthy();
    const save = screen.getByRole('button', { name: t.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    await user.click(save);

    await vi.waitFor(() =>
      expect(api.callsTo(SAVE)[0]?.body).toEqual({
        excluded: { [ALICE]: [BRUNO], [BRUNO]: [], [CHLOE]: [ALICE] },
        households: [],
      }),
    );
  });
});
