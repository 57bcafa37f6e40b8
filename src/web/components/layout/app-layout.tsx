import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages, PRODUCT_NAME } from '../../../shared/messages.ts';
import { cn } from '../../lib/cn.ts';
import { useIsOffline } from '../../lib/use-is-offline.ts';
import { StarIcon } from '../icons.tsx';
import { Logo } from '../logo.tsx';
import { FestiveBackdrop } from './festive-backdrop.tsx';
import { useHeaderTools } from './header-tools.tsx';

const MAIN_ID = 'contenu';

/**
 * « Hors connexion » under the header while the browser has no network: a screen that waits for
 * an answer says why, and a form that fails keeps what was typed (docs/product.md §9.4).
 */
function OfflineBanner() {
  const isOffline = useIsOffline();
  return (
    <div role="status">
      {isOffline ? (
        <p className="bg-foreground px-4 py-1.5 text-center text-sm font-semibold text-background">
          {messages.app.offlineBanner}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The frame of every screen: skip link, header (logo, theme switcher, screen actions),
 * <main> and the footer.
 */
export function AppLayout({
  actions,
  children,
  mainClassName,
  isInsideRouter = true,
}: {
  /** Buttons on the right of the header (e.g. 'Déconnexion'). */
  actions?: ReactNode;
  children: ReactNode;
  mainClassName?: string;
  /** False only for the last-resort crash screen rendered outside the router. */
  isInsideRouter?: boolean;
}) {
  const tools = useHeaderTools();
  const brand = (
    <>
      <Logo className="size-9 drop-shadow-sm" />
      {/* On a phone, beside the screen's own buttons, the logo alone: the name would wrap. */}
      <span
        className={cn(
          'font-display text-lg font-bold tracking-tight whitespace-nowrap',
          actions !== undefined && 'max-sm:sr-only',
        )}
      >
        {PRODUCT_NAME}
      </span>
    </>
  );
  const brandClassName =
    'flex min-w-0 items-center gap-2 rounded-lg text-foreground focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring';

  return (
    <div className="group/layout relative isolate flex min-h-dvh flex-col">
      <FestiveBackdrop />
      <a
        href={`#${MAIN_ID}`}
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 font-semibold text-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:shadow-lg"
      >
        {messages.app.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b bg-card/85 backdrop-blur-md supports-[backdrop-filter]:bg-card/70">
        <div
          aria-hidden="true"
          className="h-1.5 bg-[linear-gradient(90deg,var(--primary)_0%,var(--primary)_33%,var(--gold)_33%,var(--gold)_66%,var(--secondary)_66%)] bg-[length:36px_100%]"
        />
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
          {isInsideRouter ? (
            <Link to="/" className={brandClassName} aria-label={messages.app.homeLink}>
              {brand}
            </Link>
          ) : (
            <div className={brandClassName}>{brand}</div>
          )}
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
            {tools}
            {actions}
          </div>
        </div>
        <OfflineBanner />
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={cn(
          'mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 sm:py-12',
          mainClassName,
        )}
      >
        {children}
      </main>
      {/*
        Out of the page while something in <main> is loading: it would otherwise sit at the
        bottom of the screen and jump down when the content arrives (a layout shift).
      */}
      <footer className="border-t bg-card/60 backdrop-blur-sm group-has-[main_[data-loading]]/layout:hidden">
        <div className="mx-auto flex max-w-6xl items-center justify-center gap-2 px-4 py-6 text-center text-sm text-muted-foreground">
          <StarIcon className="size-3 text-gold" />
          <p>{messages.app.footer}</p>
          <StarIcon className="size-3 text-gold" />
        </div>
      </footer>
    </div>
  );
}
