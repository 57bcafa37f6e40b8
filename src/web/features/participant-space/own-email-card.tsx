import { lazy, Suspense, useId } from 'react';
import { LanguageOptions } from '../../components/language-options.tsx';
import { messages } from '../../../shared/messages.ts';
import { MailIcon } from '../../components/icons.tsx';
import { Card } from '../../components/ui/card.tsx';
import { controlClassName } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { cn } from '../../lib/cn.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { toast } from '../../lib/toast.ts';
import type { ParticipantSpace } from '../../../shared/contracts/participant-space.ts';
import type { ParticipantAccess } from './api/participant-request.ts';
import { useUpdateOwnText } from './api/update-own-text.ts';

const t = messages.participantSpace;
// Few ask for an account: its offer is not part of the space's first download.
const AccountOffer = lazy(() =>
  import('./account-offer.tsx').then((m) => ({ default: m.AccountOffer })),
);

/**
 * 'Mon email', read-only: it is how the organiser and the app know the participant. A change
 * the organiser made after the draw is said here, with who made it (docs/decisions/0014).
 * Beneath it, the language of their e-mails, which they choose (docs/product.md §9.9), whether
 * the event's reminders reach them (§6.9), and, to whoever is not signed in, an account.
 */
export function OwnEmailCard({
  access,
  me,
  offersAccount,
}: {
  access: ParticipantAccess;
  me: Pick<ParticipantSpace['me'], 'email' | 'emailChange' | 'language' | 'reminders'>;
  offersAccount: boolean;
}) {
  const change = me.emailChange;
  const fieldId = useId();
  const noteId = `${fieldId}-note`;
  const languageId = `${fieldId}-language`;
  const update = useUpdateOwnText(access);
  const chooseLanguage = async (language: string) => {
    try {
      await update.mutateAsync({ field: 'language', value: language });
      toast.success(t.languageSaved);
    } catch {
      toast.error(t.errorTitle, { description: t.languageFailed });
    }
  };
  const chooseReminders = async (reminders: boolean) => {
    try {
      await update.mutateAsync({ field: 'reminders', value: reminders });
    } catch {
      toast.error(t.errorTitle, { description: t.remindersFailed });
    }
  };
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <h2 className="flex items-center gap-2.5 font-display text-xl font-bold tracking-tight">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-accent text-lg text-accent-foreground">
          <MailIcon />
        </span>
        {me.email === null ? t.myEmail : <label htmlFor={fieldId}>{t.myEmail}</label>}
      </h2>
      {/* Someone looked after has no address: the top of the space says whose (§4.10). */}
      {me.email === null ? null : (
        <>
          <Input
            id={fieldId}
            type="email"
            value={me.email}
            readOnly
            aria-describedby={change ? `${noteId} ${noteId}-change` : noteId}
          />
          <p id={noteId} className="text-xs text-muted-foreground">
            {t.emailLocked}
          </p>
        </>
      )}
      {change ? (
        <p id={`${noteId}-change`} className="text-xs text-muted-foreground">
          {t.emailChanged(
            change.organiserName,
            formatLongDate(change.changedAt),
            change.previousEmail,
          )}
        </p>
      ) : null}
      <label htmlFor={languageId} className="block pt-2 text-sm font-semibold">
        {t.myLanguage}
      </label>
      <select
        id={languageId}
        value={me.language}
        disabled={update.isPending}
        className={cn(controlClassName, 'h-11 cursor-pointer')}
        onChange={(event) => void chooseLanguage(event.target.value)}
      >
        <LanguageOptions />
      </select>
      {/* docs/product.md §6.9: stopped by a reminder's link, turned back on here. */}
      <label className="flex cursor-pointer items-center gap-3 pt-2 text-sm font-semibold">
        <input
          type="checkbox"
          role="switch"
          className="size-5 shrink-0 cursor-pointer accent-primary"
          checked={me.reminders}
          disabled={update.isPending}
          onChange={(event) => void chooseReminders(event.target.checked)}
        />
        {t.reminders(me.reminders)}
      </label>
      {offersAccount ? (
        <Suspense fallback={null}>
          <AccountOffer access={access} />
        </Suspense>
      ) : null}
    </Card>
  );
}
