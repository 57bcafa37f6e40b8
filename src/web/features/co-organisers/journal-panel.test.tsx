// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalResponseSchema } from '../../../shared/contracts/journal.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { asShown } from '../../testing/as-shown.ts';
import { TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { createTestQueryClient, renderScreen } from '../../testing/render-screen.tsx';
import { answer, stubApi } from '../../testing/stub-api.ts';
import { JournalPanel } from './journal-panel.tsx';

const t = organiserMessages.journal;
const BASE = `/api/secret-santas/${TEST_SECRET_SANTA_ID}/journal`;
const by = (name: string) => ({ kind: 'organiser' as const, name });

describe('JournalPanel (docs/product.md §3.8)', () => {
  afterEach(cleanup);

  it('tells who did what, newest first, and shows older entries on demand', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: answer(JournalResponseSchema, {
        hasMore: true,
        entries: [
          {
            id: 9,
            at: Date.UTC(2026, 10, 20, 9),
            actor: by('Omar'),
            action: 'drawn',
            details: { count: 300 },
          },
          {
            id: 8,
            at: Date.UTC(2026, 10, 20, 8),
            actor: by('Hélène'),
            action: 'playerEdited',
            details: { name: 'Kim', fields: ['email', 'group'] },
          },
        ],
      }),
      [`GET ${BASE}?before=8`]: answer(JournalResponseSchema, {
        hasMore: false,
        entries: [
          {
            id: 7,
            at: Date.UTC(2026, 10, 19, 8),
            actor: by('Hélène'),
            action: 'coOrganiserInvited',
            details: { email: 'omar@example.org' },
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderScreen(<JournalPanel secretSantaId={TEST_SECRET_SANTA_ID} />);
    expect(await screen.findByText(asShown(t.actions.drawn('Omar', { count: 300 })))).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items[1]!.textContent).toContain(
      t.actions.playerEdited('Hélène', {
        name: 'Kim',
        fields: `${t.fields.email}, ${t.fields.group}`,
      }),
    );
    await user.click(screen.getByRole('button', { name: t.more }));
    expect(
      await screen.findByText(
        asShown(t.actions.coOrganiserInvited('Hélène', { email: 'omar@example.org' })),
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.more })).toBeNull();
    expect(api.callsTo(`GET ${BASE}?before=8`)).toHaveLength(1);
  });

  it('leaves no gap when the newest entries move after older ones were shown', async () => {
    const entry = (id: number) => ({
      id,
      at: Date.UTC(2026, 10, 20, 8, id),
      actor: by('Hélène'),
      action: 'playerAdded' as const,
      details: { name: `Personne ${id}` },
    });
    let newest = [entry(9), entry(8)];
    stubApi({
      [`GET ${BASE}`]: () => answer(JournalResponseSchema, { hasMore: true, entries: newest }),
      [`GET ${BASE}?before=8`]: answer(JournalResponseSchema, {
        hasMore: false,
        entries: [entry(7)],
      }),
      [`GET ${BASE}?before=9`]: answer(JournalResponseSchema, {
        hasMore: false,
        entries: [entry(8), entry(7)],
      }),
    });
    const queryClient = createTestQueryClient();
    const user = userEvent.setup();
    renderScreen(<JournalPanel secretSantaId={TEST_SECRET_SANTA_ID} />, { queryClient });
    await user.click(await screen.findByRole('button', { name: t.more }));
    await screen.findByText(asShown(t.actions.playerAdded('Hélène', { name: 'Personne 7' })));
    // Two new entries push the newest page down: entry 8 leaves it.
    newest = [entry(11), entry(10), entry(9)];
    await queryClient.invalidateQueries();
    await screen.findByText(asShown(t.actions.playerAdded('Hélène', { name: 'Personne 11' })));
    // The older entries were below a page that moved: asked again, not shown with a gap.
    expect(
      screen.queryByText(asShown(t.actions.playerAdded('Hélène', { name: 'Personne 7' }))),
    ).toBeNull();
    await user.click(screen.getByRole('button', { name: t.more }));
    await screen.findByText(asShown(t.actions.playerAdded('Hélène', { name: 'Personne 8' })));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });
});
