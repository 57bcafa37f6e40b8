import { messages } from '../../shared/messages.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { RefreshIcon } from './icons.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { Logo } from './logo.tsx';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';

/** 'Oups, quelque chose s'est mal passé !' with a refresh button, for any crash. */
export function CrashScreen({ isInsideRouter = true }: { isInsideRouter?: boolean }) {
  useDocumentTitle(messages.app.crashTitle);
  return (
    <AppLayout isInsideRouter={isInsideRouter} mainClassName="flex items-center justify-center">
      <Card className="w-full max-w-lg p-8 text-center sm:p-10">
        <Logo className="mx-auto size-16" />
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">
          {messages.app.crashTitle}
        </h1>
        <p className="mt-3 text-muted-foreground">{messages.app.crashText}</p>
        <Button className="mt-6" size="lg" onClick={() => window.location.reload()}>
          <RefreshIcon />
          {messages.app.crashRefresh}
        </Button>
      </Card>
    </AppLayout>
  );
}
