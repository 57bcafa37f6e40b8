// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalResponseSchema } from '../../../shared/contracts/journal.ts';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { asShown } from '../../testing/as-shown.ts';
import { TEST_SECRET_SANTA_ID } from '../../testing/factories.ts';
import { renderScreen } from '../../testing/render-screen.tsx';
import { answer, stubApi } from '../../testing/stub-api.ts';
import { JournalPanel } from './journal-panel.tsx';

const t = organiserMessages.journal;
const BASE = `/api/secret-santas/${TEST_SECRET_SANTA_ID}/journal`;
const by = (name: string) => ({ kind: 'organiser' as const, name });

describe('JournalPanel (docs/product.md §3.8)', () => {
  afterEach(cleanup);

  it('tells who did what, newest first, and shows older entries on demand', async () => {
    const api = stubApi({
      [`GET ${BASE}?`]: answer(JournalResponseSchema, {
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
});
