import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { ArrowLeftIcon, MailIcon } from './icons.tsx';
import { Button } from './ui/button.tsx';
import { accountMessages } from '../../shared/account-messages.ts';

const t = accountMessages.auth;

/**
 * After sign-up (an organiser's or a participant's): the account works once the link in the
 * e-mail is followed. `action` goes above 'Retour à la connexion' (e.g. send the e-mail again).
 */
export function CheckMailbox({
  email,
  onBack,
  action,
}: {
  email: string;
  onBack: () => void;
  action?: ReactNode;
}) {
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form this replaces had the focus: bring screen-reader users to the news.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={titleId} className="space-y-5 text-center">
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-accent text-3xl text-accent-foreground ring-8 ring-accent/40">
        <MailIcon />
      </span>
      <div className="space-y-2">
        <h2
          id={titleId}
          ref={headingRef}
          tabIndex={-1}
          className="font-display text-2xl font-bold focus:outline-none"
        >
          {t.checkMailboxTitle}
        </h2>
        <p className="text-muted-foreground">{t.registerSuccessText}</p>
      </div>
      <p className="rounded-xl bg-muted px-4 py-3 text-sm">
        {t.checkMailboxSentTo} <strong className="break-all">{email}</strong>
      </p>
      <p className="text-sm text-muted-foreground">{t.checkMailboxHint}</p>
      <div className="flex flex-col gap-2">
        {action}
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeftIcon />
          {t.backToLogin}
        </Button>
      </div>
    </section>
  );
}
