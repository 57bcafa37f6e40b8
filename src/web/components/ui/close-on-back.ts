import { useEffect, useRef } from 'react';

/**
 * Back closes the open dialog instead of leaving the page, as on every phone app: an open
 * dialog adds an entry to the history, on top of its page's, and Back (or Android's back
 * gesture) takes it away. The entry is the page's own state, React Router's location key and
 * index included, plus the ids of the dialogs open over it: the router sees the same location
 * and the page stays as it is. A dialog closed any other way (its buttons, Escape, success)
 * takes its entry away itself, so that Back then does what it did before it opened: the
 * previous tab or page (docs/product.md §3.4).
 *
 * A dialog that goes to another page when it succeeds navigates with `replace`, in the handler
 * that closes it: the new page takes the dialog's entry, and Back from it shows the page under
 * the dialog. The dialog then finds its entry gone and leaves the history alone.
 */

/** `history.state`'s field listing the dialogs open over the entry's page, outermost first. */
const OPEN_DIALOGS = 'openDialogs';

/** Ids of this tab's entries, unlike those of the tab's earlier pages (after a reload). */
const pageLoad = Math.random().toString(36).slice(2);
let lastId = 0;

/** The dialogs open now: a dialog's id leaves when it closes. */
const openIds = new Set<string>();
/** Dialogs closed since the history was last put in order. */
const closedIds = new Set<string>();
/** Entries already asked to go and not yet gone (`history.go` is answered later). */
let entriesLeaving = 0;
/** Dialogs opened meanwhile: their entries go on top of the page once those have gone. */
const entriesToPush: string[] = [];

function dialogsOf(state: unknown): string[] {
  if (typeof state !== 'object' || state === null) return [];
  const ids: unknown = (state as Record<string, unknown>)[OPEN_DIALOGS];
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

function pushEntry(id: string) {
  const state: unknown = window.history.state;
  const page = typeof state === 'object' && state !== null ? state : {};
  window.history.pushState({ ...page, [OPEN_DIALOGS]: [...dialogsOf(state), id] }, '');
}

/**
 * Takes away the entries of the dialogs just closed, in one step: a confirmation and the dialog
 * under it may close together. Only while they are on top, and every dialog above them closed:
 * an entry that another page has covered stays, and Back from that page finds it.
 */
function putHistoryInOrder() {
  const stack = dialogsOf(window.history.state);
  const shown = stack.slice(0, stack.length - entriesLeaving);
  let keep = shown.length;
  while (keep > 0 && !openIds.has(shown[keep - 1]!)) keep -= 1;
  const leaving = shown.slice(keep);
  const isAnyJustClosed = leaving.some((id) => closedIds.has(id));
  closedIds.clear();
  if (!isAnyJustClosed) return;
  entriesLeaving += leaving.length;
  window.history.go(-leaving.length);
}

// Registered before any dialog's own listener, so that those see the entries pushed here.
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    entriesLeaving = 0;
    for (const id of entriesToPush.splice(0)) {
      if (openIds.has(id)) pushEntry(id);
    }
  });
}

/**
 * While `isOpen`, Back calls `onBack` instead of leaving the page. `onBack` closes the dialog,
 * or answers 'stay' to keep it open (the entry is put back): it asks first, for instance.
 */
export function useCloseOnBack(isOpen: boolean, onBack: () => 'stay' | void) {
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });
  const idRef = useRef<string | null>(null);

  useEffect(() => {
    if (!isOpen) return;
    // React's development mode runs an effect twice: the entry pushed a moment ago is reused.
    let id = idRef.current;
    const isOwnEntryThere =
      id !== null && (dialogsOf(window.history.state).at(-1) === id || entriesToPush.includes(id));
    if (id === null || !isOwnEntryThere) {
      lastId += 1;
      id = `${pageLoad}-${lastId}`;
      // On top of the entry the history is going back to, not of one about to go.
      if (entriesLeaving > 0) entriesToPush.push(id);
      else pushEntry(id);
    }
    const ownId = id;
    idRef.current = ownId;
    openIds.add(ownId);

    // The entry now shown, with what this module's own listener pushed on arrival.
    const onPopState = () => {
      if (dialogsOf(window.history.state).includes(ownId)) return;
      if (onBackRef.current() === 'stay') pushEntry(ownId);
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      openIds.delete(ownId);
      closedIds.add(ownId);
      queueMicrotask(() => {
        if (openIds.has(ownId)) return;
        if (idRef.current === ownId) idRef.current = null;
        putHistoryInOrder();
      });
    };
  }, [isOpen]);
}
