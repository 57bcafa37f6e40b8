import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

/**
 * What every header shows on its right (the language switch and the theme switcher). The app injects it at the
 * top so shared layout code does not import a feature.
 */
const HeaderToolsContext = createContext<ReactNode>(null);

export function HeaderToolsProvider({
  tools,
  children,
}: {
  tools: ReactNode;
  children: ReactNode;
}) {
  return <HeaderToolsContext value={tools}>{children}</HeaderToolsContext>;
}

export function useHeaderTools(): ReactNode {
  return useContext(HeaderToolsContext);
}
