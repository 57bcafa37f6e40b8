import { messages } from '../../shared/messages.ts';
import { BackHomeButton } from '../components/back-home-button.tsx';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { Card } from '../components/ui/card.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export default function NotFoundRoute() {
  useDocumentTitle(messages.app.notFoundTitle);
  return (
    <AppLayout mainClassName="flex items-center justify-center">
      <Card className="w-full max-w-lg p-8 text-center sm:p-10">
        <p aria-hidden="true" className="font-display text-7xl font-bold text-primary-text">
          404
        </p>
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">
          {messages.app.notFoundTitle}
        </h1>
        <p className="mt-3 text-muted-foreground">{messages.app.notFoundText}</p>
        <BackHomeButton
          label={messages.app.notFoundLink}
          variant="primary"
          size="lg"
          className="mt-6"
        />
      </Card>
    </AppLayout>
  );
}
