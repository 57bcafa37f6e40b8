import { Link } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { participantMessages } from '../../../shared/participant-messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import type { AccessDenial } from './api/participant-request.ts';
import { NewLinkForm } from '../../components/new-link-form.tsx';

const t = { ...messages.participantSpace, ...participantMessages.accessDenied };

/** What happened, then what to do, for each refusal; `hasToken`: whether a link came at all. */
function explanationOf(reason: AccessDenial, hasToken: boolean) {
  switch (reason) {
    case 'expired':
      return { title: t.linkExpired, text: t.expiredLinkText, state: t.deniedLinkExpired };
    case 'replaced':
      return { title: t.linkReplaced, text: t.replacedLinkText, state: t.deniedLinkReplaced };
    case 'no-longer-playing':
      return {
        title: t.noLongerPlaying,
        text: t.noLongerPlayingText,
        state: t.deniedNoLongerPlaying,
      };
    case 'address-changed':
      return {
        title: t.addressChangedTitle,
        text: t.emailChangedSinceDraw,
        state: t.deniedAddressChanged,
      };
    case 'invalid':
      return hasToken
        ? { title: t.invalidLinkTitle, text: t.invalidLinkText, state: t.deniedLinkInvalid }
        : { title: t.noLinkTitle, text: t.noLinkText, state: t.deniedNoAccount };
  }
}

/**
 * The space refused (docs/product.md §7.1): what happened and what to do, in plain words; then
 * the way back in (a new link to the player's own address, or signing in), except for someone
 * taken out of the event, whom no link would let in. Folded away, what arrived with the request
 * (the event id, whether a link came), never anyone's data.
 */
export function AccessDenied({
  secretSantaId,
  hasToken,
  reason,
}: {
  secretSantaId: string;
  hasToken: boolean;
  reason: AccessDenial;
}) {
  const explanation = explanationOf(reason, hasToken);
  useDocumentTitle(explanation.title);
  const isOut = reason === 'no-longer-playing';

  return (
    <Card className="w-full max-w-2xl p-5 sm:p-8">
      <div className="text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-destructive-soft text-2xl text-destructive">
          <KeyIcon />
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{explanation.title}</h1>
        <p role="alert" className="mt-3 leading-relaxed text-muted-foreground">
          {explanation.text}
        </p>
      </div>

      {secretSantaId && !isOut ? (
        <div className="mt-6">
          <NewLinkForm secretSantaId={secretSantaId} />
        </div>
      ) : null}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
        {isOut ? null : (
          <Link
            to={`/santa-auth/${encodeURIComponent(secretSantaId)}`}
            className={buttonClassName('outline', 'lg')}
          >
            {t.signInInstead}
          </Link>
        )}
        <BackHomeButton label={t.backHome} size="lg" />
      </div>

      <details className="mt-8 rounded-xl border bg-muted/50 p-4 text-sm">
        <summary className="cursor-pointer font-semibold">{t.deniedDetailsTitle}</summary>
        <dl className="mt-3 space-y-2.5">
          <div>
            <dt className="text-muted-foreground">{t.deniedEventId}</dt>
            <dd className="mt-0.5 font-mono text-xs break-all">{secretSantaId || '—'}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t.deniedLink}</dt>
            <dd className="mt-0.5 font-medium">
              {hasToken ? t.deniedLinkPresent : t.deniedLinkAbsent}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t.deniedLinkState}</dt>
            <dd className="mt-0.5 font-medium">{explanation.state}</dd>
          </div>
        </dl>
      </details>
    </Card>
  );
}
