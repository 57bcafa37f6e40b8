import { messages } from '../../shared/messages.ts';
import { isUnreachable } from '../lib/api-client.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RefreshIcon } from './icons.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { Logo } from './logo.tsx';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

/**
 * 'Oups, quelque chose s'est mal passé !' with a refresh button, for a crash; for code that
 * could not be downloaded, that the server cannot be reached, with 'Réessayer'
 * (docs/product.md §9.4).
 */
export function CrashScreen({
  error,
  isInsideRouter = true,
}: {
  error: unknown;
  isInsideRouter?: boolean;
}) {
  const isOffline = isUnreachable(error);
  const title = isOffline ? messages.app.unreachableTitle : messages.app.crashTitle;
  useDocumentTitle(title);
  return (
    <AppLayout isInsideRouter={isInsideRouter} mainClassName="flex items-center justify-center">
      <Card className="w-full max-w-lg p-8 text-center sm:p-10">
        <Logo className="mx-auto size-16" />
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-3 text-muted-foreground">
          {isOffline ? messages.app.networkError : messages.app.crashText}
        </p>
        <Button className="mt-6" size="lg" onClick={() => window.location.reload()}>
          <RefreshIcon />
          {isOffline ? messages.app.retry : messages.app.crashRefresh}
        </Button>
      </Card>
    </AppLayout>
  );
}
