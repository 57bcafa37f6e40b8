// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { organiserMessages } from '../../../shared/organiser-messages.ts';
import { asShown } from '../../testing/as-shown.ts';
import { DialogBody, DialogContent, DialogFooter, DialogRoot } from './dialog.tsx';

const t = organiserMessages.dialogs;

/** A page with one dialog holding one field, opened by a button. */
function NotePage() {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Ajouter une note
      </button>
      <DialogRoot open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent title="Une note" description="Pour l’organisateur">
          <DialogBody>
            <label>
              Note
              <input name="note" />
            </label>
          </DialogBody>
          <DialogFooter>
            <button type="button" onClick={() => setIsOpen(false)}>
              Annuler
            </button>
            <button
              type="button"
              onClick={() => {
                // As the router's navigate(…, { replace: true }) does, on success.
                window.history.replaceState(NEXT_PAGE_STATE, '');
                setIsOpen(false);
              }}
            >
              Enregistrer et voir la note
            </button>
          </DialogFooter>
        </DialogContent>
      </DialogRoot>
    </>
  );
}

/** The page's own history entry, as the router leaves it. */
const PAGE_STATE = { usr: null, key: 'tab', idx: 3 };
const NEXT_PAGE_STATE = { usr: null, key: 'note', idx: 3 };

const dialog = () => screen.queryByRole('dialog', { name: 'Une note' });
const question = () => screen.queryByRole('alertdialog', { name: t.discardTitle });

/**
 * The question shown and taking pointers: Radix lets a layer opened over another take them
 * once it has counted it as the top one, a render after it appears.
 */
async function questionAsked() {
  await vi.waitFor(() => {
    const shown = question();
    expect(shown).not.toBeNull();
    expect(getComputedStyle(shown!).pointerEvents).not.toBe('none');
  });
}
const note = () => screen.getByLabelText<HTMLInputElement>('Note');

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Ajouter une note' }));
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
  // The dialog's own entry is on top of the page's.
  await vi.waitFor(() => expect(window.history.state).not.toEqual(PAGE_STATE));
}

describe('a dialog and the Back button', () => {
  // The question's code, which the page downloads when it is first asked: loaded once here,
  // so that no test waits for its first transformation.
  beforeAll(() => import('./confirm-dialog-content.tsx'));
  beforeEach(() => window.history.replaceState(PAGE_STATE, ''));
  afterEach(cleanup);

  it('closes at Back and leaves the page as it was', async () => {
    render(<NotePage />);
    await open();
    expect(window.history.state).toMatchObject(PAGE_STATE);

    window.history.back();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(window.history.state).toEqual(PAGE_STATE);
  });

  it('takes its entry away when closed by its own button, so that Back does what it did before', async () => {
    render(<NotePage />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(dialog()).toBeNull();
    await vi.waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
  });

  it('asks at Back before losing what was typed, and keeps it unless told to drop it', async () => {
    const person = userEvent.setup();
    render(<NotePage />);
    await open();
    await person.type(note(), 'Acheter du houx');

    window.history.back();
    await questionAsked();
    expect(screen.getByText(asShown(t.discardText))).toBeTruthy();
    await person.click(screen.getByRole('button', { name: t.discardCancel }));
    await vi.waitFor(() => expect(question()).toBeNull());
    expect(dialog()).not.toBeNull();
    expect(note().value).toBe('Acheter du houx');
    expect(document.activeElement).toBe(note());

    // Back on the question is 'Continuer la saisie' too, as on a phone.
    window.history.back();
    await vi.waitFor(() => expect(question()).not.toBeNull());
    window.history.back();
    await vi.waitFor(() => expect(question()).toBeNull());
    expect(note().value).toBe('Acheter du houx');

    window.history.back();
    await questionAsked();
    await person.click(screen.getByRole('button', { name: t.discard }));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await vi.waitFor(() => expect(window.history.state).toEqual(PAGE_STATE));
  });

  it('closes at once when the text typed was erased', async () => {
    const person = userEvent.setup();
    render(<NotePage />);
    await open();
    await person.type(note(), 'Houx');
    await person.clear(note());

    window.history.back();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    expect(question()).toBeNull();
  });

  it('leaves the history to a page it opens on success', async () => {
    render(<NotePage />);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer et voir la note' }));
    expect(dialog()).toBeNull();
    // Its entry is the new page's now: once the closing's own work has run (a microtask),
    // nothing was taken away, and Back shows the page under it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(window.history.state).toEqual(NEXT_PAGE_STATE);
    window.history.back();
    expect(window.history.state).toEqual(PAGE_STATE);
  });
});
