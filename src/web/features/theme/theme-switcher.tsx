import { lazy, Suspense, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { messages } from '../../../shared/messages.ts';
import { MoonIcon, SunIcon } from '../../components/icons.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';

const t = messages.theme;
const loadThemeMenu = () => import('./theme-menu.tsx');
// The menu (Radix dropdown, its positioning and focus code) weighs more than a whole screen:
// every header shows only its button until a person reaches for it (decision 0009).
const ThemeMenu = lazy(() => loadThemeMenu().then((m) => ({ default: m.ThemeMenu })));

/** 'Thème' menu in every header: Clair, Sombre, Système. */
export function ThemeSwitcher() {
  const [isRequested, setIsRequested] = useState(false);
  const trigger = <ThemeMenuButton onOpen={() => setIsRequested(true)} />;
  if (!isRequested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ThemeMenu defaultOpen />
    </Suspense>
  );
}

/** Looks and answers like the menu's own trigger (Radix opens on pointer down and on keys). */
function ThemeMenuButton({ onOpen }: { onOpen: () => void }) {
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button === 0 && !event.ctrlKey) onOpen();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    onOpen();
  };
  return (
    <button
      type="button"
      aria-label={t.label}
      title={t.label}
      aria-haspopup="menu"
      aria-expanded={false}
      className={buttonClassName('ghost', 'icon', 'rounded-full text-lg')}
      onPointerEnter={() => void loadThemeMenu()}
      onFocus={() => void loadThemeMenu()}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      // A screen reader's activation is a click without a pointer down.
      onClick={onOpen}
    >
      {/*
        Both icons, the theme's shown by <html>'s class (set before the first paint): the
        same markup whatever the theme, so React adopts the prerendered login screen as it is.
      */}
      <SunIcon className="dark:hidden" />
      <MoonIcon className="hidden dark:inline" />
    </button>
  );
}
