import 'sonner/dist/styles.css';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { messages } from '../shared/messages.ts';
import { useResolvedTheme } from './features/theme/theme-store.ts';

/** Sonner's colours mapped onto the palette, so toasts keep AA contrast in both themes. */
const toasterColors = {
  '--normal-bg': 'var(--card)',
  '--normal-border': 'var(--border)',
  '--normal-text': 'var(--card-foreground)',
  '--success-bg': 'var(--success-soft)',
  '--success-border': 'color-mix(in oklab, var(--success-foreground) 30%, transparent)',
  '--success-text': 'var(--success-foreground)',
  '--error-bg': 'var(--destructive-soft)',
  '--error-border': 'color-mix(in oklab, var(--destructive) 35%, transparent)',
  '--error-text': 'var(--destructive)',
  '--info-bg': 'var(--card)',
  '--info-border': 'var(--border)',
  '--info-text': 'var(--card-foreground)',
} as CSSProperties;

/**
 * The header's height, 6 px of ribbon and 64 px of bar (components/layout/app-layout.tsx), and a
 * margin: toasts show under it, never over 'Déconnexion', and never over a dialog's buttons at the
 * bottom of a phone's screen.
 */
const BELOW_HEADER = { top: 80 };

/**
 * A toast only tells (it has no button, and errors are said where they happen, §9.5), so taps
 * and clicks go through it to what it covers for its 3 seconds: the dashboard's tabs under the
 * header, on a phone. Hovering it therefore does not hold it either.
 */
const CLICK_THROUGH = { pointerEvents: 'none' } as const;

/** Toasts last 3 seconds (docs/product.md §9.5). Loaded with the first toast (lib/toast.ts). */
export function SonnerToaster() {
  const theme = useResolvedTheme();
  return (
    <Toaster
      theme={theme}
      // Sonner's own name for it is English and adds its shortcut's keys.
      containerAriaLabel={messages.app.notifications}
      position="top-center"
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      duration={3000}
      richColors
      style={toasterColors}
      toastOptions={{
        className: 'font-sans',
        descriptionClassName: 'text-sm',
        style: CLICK_THROUGH,
      }}
    />
  );
}
