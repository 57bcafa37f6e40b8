import { useEffect } from 'react';
import { messages } from '../../shared/messages.ts';

/** Sets the tab title to "<title> · Secret Santa" while the screen is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = messages.app.pageTitle(title);
  }, [title]);
}
