// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DrawStateResponseSchema,
  SaveRestrictionsResponseSchema,
} from '../../../shared/contracts/draw.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { dashboardPath } from '../../lib/dashboard-path.ts';
import { restrictionKeys } from '../../lib/query-keys.ts';
import { asShown } from '../../testing/as-shown.ts';
import { eventRoutes } from '../../testing/event-routes.ts';
import { createDrawState, createPlayer, TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { createTestQueryClient, renderScreen } from '../../testing/render-screen.tsx';
import { answer, stubApi } from '../../testing/stub-api.ts';
import type { WorkingCopy } from '../../features/restrictions/restrictions-working-copy.ts';
import { DrawTab } from './draw-tab.tsx';

const t = organiserMessages.draw;
const BASE = `/api/secret-santas/${TEST_SECRET_SANTA_ID}`;
const ANNE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1c01';
const BASILE = '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1c02';
const family = [
  createPlayer({ id: ANNE, name: 'Anne', email: 'anne@example.com' }),
  createPlayer({ id: BASILE, name: 'Basile', email: 'basile@example.com' }),
  createPlayer({
    id: '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1c03',
    name: 'Chloé',
    email: 'c@example.com',
  }),
  createPlayer({
    id: '0b7a3c1e-2f4d-4e5a-8b6c-7d8e9f0a1c04',
    name: 'Denis',
    email: 'd@example.com',
  }),
];

/** The Tirage tab, with the Restrictions tab's working copy left as `copy`. */
function renderTab(copy: WorkingCopy) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(restrictionKeys.workingCopy(TEST_SECRET_SANTA_ID), copy);
  let state = createDrawState();
  const api = stubApi({
    ...eventRoutes(family),
    [`GET ${BASE}/draw`]: () => answer(DrawStateResponseSchema, { draw: state }),
    [`PUT ${BASE}/restrictions`]: answer(SaveRestrictionsResponseSchema, {
      feasibility: { ok: true },
    }),
    [`POST ${BASE}/draw`]: () => {
      state = createDrawState({ drawn: true, drawnAt: Date.UTC(2026, 11, 1) });
      return answer(DrawStateResponseSchema, { draw: state });
    },
  });
  const view = renderScreen(<DrawTab secretSantaId={TEST_SECRET_SANTA_ID} />, { queryClient });
  return { ...view, api, user: userEvent.setup() };
}

describe('the Tirage tab with restrictions left unsaved (docs/product.md §6.2)', () => {
  afterEach(cleanup);

  it('does not draw without them: it saves them first, then draws', async () => {
    const household = { key: 'new:0', name: 'Couple Martin', playerIds: [ANNE, BASILE] };
    const { api, user, queryClient } = renderTab({ excluded: {}, households: [household] });

    expect(await screen.findByRole('heading', { name: t.unsavedRestrictionsTitle })).toBeTruthy();
    expect(screen.queryByText(asShown(t.readyTitle))).toBeNull();
    expect(screen.getByText(asShown(t.unsavedRestrictionsText))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.launch })).toBeNull();

    await user.click(screen.getByRole('button', { name: t.saveAndLaunch }));
    expect(await screen.findByRole('heading', { name: t.successTitle })).toBeTruthy();
    const writes = api.calls.filter((call) => call.method !== 'GET');
    expect(writes.map((call) => `${call.method} ${call.url}`)).toEqual([
      `PUT ${BASE}/restrictions`,
      `POST ${BASE}/draw`,
    ]);
    expect((writes[0]!.body as { households: unknown }).households).toEqual([
      { name: 'Couple Martin', playerIds: [ANNE, BASILE] },
    ]);
    // Saved: the working copy holds nothing more.
    expect(queryClient.getQueryData(restrictionKeys.workingCopy(TEST_SECRET_SANTA_ID))).toEqual({
      excluded: {},
      households: null,
    });
  });

  it('sends back to Restrictions a household that cannot be saved yet', async () => {
    const alone = { key: 'new:0', name: 'Couple Martin', playerIds: [ANNE] };
    const { api } = renderTab({ excluded: {}, households: [alone] });

    expect(await screen.findByText(asShown(t.unsavedRestrictionsBlocked))).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.launch })).toBeNull();
    expect(screen.queryByRole('button', { name: t.saveAndLaunch })).toBeNull();
    const review = screen.getByRole('link', { name: t.reviewRestrictions });
    expect(review.getAttribute('href')).toBe(dashboardPath(TEST_SECRET_SANTA_ID, 'restrictions'));
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('offers the plain draw when the working copy changes nothing', async () => {
    renderTab({ excluded: { [ANNE]: [] }, households: null });
    expect(await screen.findByRole('button', { name: t.launch })).toBeTruthy();
    expect(screen.queryByText(t.unsavedRestrictionsTitle)).toBeNull();
  });
});
