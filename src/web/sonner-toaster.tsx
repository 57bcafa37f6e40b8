import 'sonner/dist/styles.css';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
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
 * Toasts last 3 seconds, at the bottom, where they cover neither the header's buttons nor a
 * dialog's title (docs/product.md §9.5). Loaded with the first toast (lib/toast.ts).
 */
export function SonnerToaster() {
  const theme = useResolvedTheme();
  return (
    <Toaster
      theme={theme}
      position="bottom-center"
      duration={3000}
      richColors
      style={toasterColors}
      toastOptions={{ className: 'font-sans', descriptionClassName: 'text-sm' }}
    />
  );
}
