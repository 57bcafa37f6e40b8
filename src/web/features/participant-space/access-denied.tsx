import { useId } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../shared/messages.ts';
import { BackHomeButton } from '../../components/back-home-button.tsx';
import { KeyIcon } from '../../components/icons.tsx';
import { buttonClassName } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { deniedMessages, type AccessDenial } from './api/participant-request.ts';
import { NewLinkForm } from './new-link-form.tsx';

const t = messages.participantSpace;

/**
 * 'Accès non autorisé' (docs/product.md §7.1): what the visitor brought (the event id, whether a
 * link token came with it and what the server made of it), never anyone's data; what to do next.
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
  useDocumentTitle(t.accessDeniedTitle);
  const tipsId = useId();
  const isExpired = reason === 'expired';
  let linkState: string = t.deniedNoAccount;
  if (hasToken) linkState = isExpired ? t.deniedLinkExpired : t.deniedLinkInvalid;
  else if (reason === 'address-changed') linkState = t.deniedAddressChanged;

  // What to do comes first: a new link to the player's own address is the way back in,
  // whatever went wrong (expired, cut when copied, or never had one); the diagnostic, folded
  // away, says what arrived with the request (docs/product.md §7.1).
  return (
    <Card className="w-full max-w-2xl p-5 sm:p-8">
      <div className="text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-destructive-soft text-2xl text-destructive">
          <KeyIcon />
        </span>
        <h1 className="mt-4 font-display text-2xl font-bold sm:text-3xl">{t.accessDeniedTitle}</h1>
        <p role="alert" className="mt-3 leading-relaxed text-muted-foreground">
          {deniedMessages[reason]}
        </p>
      </div>

      {secretSantaId ? (
        <div className="mt-6">
          <NewLinkForm secretSantaId={secretSantaId} />
        </div>
      ) : null}

      <div className="mt-6 flex flex-col gap-3 sm:flex-row-reverse sm:justify-center">
        <Link
          to={`/santa-auth/${encodeURIComponent(secretSantaId)}`}
          className={buttonClassName('outline', 'lg')}
        >
          {t.signInInstead}
        </Link>
        <BackHomeButton label={t.backHome} size="lg" />
      </div>

      <section aria-labelledby={tipsId} className="mt-8">
        <h2 id={tipsId} className="text-sm font-semibold tracking-wide uppercase">
          {t.deniedTipsTitle}
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed marker:text-gold">
          <li>{t.deniedTipLatestEmail}</li>
          <li>{t.deniedTipWholeLink}</li>
          <li>{t.deniedTipAskOrganiser}</li>
        </ul>
      </section>

      <details className="mt-6 rounded-xl border bg-muted/50 p-4 text-sm">
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
            <dd className="mt-0.5 font-medium">{linkState}</dd>
          </div>
        </dl>
      </details>
    </Card>
  );
}
