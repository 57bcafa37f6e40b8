import type { ReactNode } from 'react';
import { messages } from '../../shared/messages.ts';
import { BackHomeButton } from './back-home-button.tsx';
import { AlertIcon } from './icons.tsx';
import { Card } from './ui/card.tsx';

/**
 * A screen that cannot go on: what went wrong, in the reader's language, what they can do about
 * it (`children`, when there is something), and the way home.
 */
export function ErrorCard({
  title,
  message,
  homeLabel = messages.app.notFoundLink,
  children,
}: {
  title: string;
  message: string;
  homeLabel?: string;
  children?: ReactNode;
}) {
  return (
    <Card className="w-full max-w-lg p-6 text-center sm:p-8">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-destructive-soft text-2xl text-destructive">
        <AlertIcon />
      </span>
      <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{title}</h1>
      <p role="alert" className="mt-3 leading-relaxed text-muted-foreground">
        {message}
      </p>
      {children ? <div className="mt-6 text-left">{children}</div> : null}
      <BackHomeButton label={homeLabel} size="lg" className="mt-6" />
    </Card>
  );
}
