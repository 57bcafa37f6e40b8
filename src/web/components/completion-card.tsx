import { useId } from 'react';
import { messages } from '../../shared/messages.ts';
import { participantMessages } from '../../shared/participant-messages.ts';
import { cn } from '../lib/cn.ts';

// The card shows once, at the end: its texts come with it, apart from the spaces' first download.
const t = { ...messages.completion, ...participantMessages.completion };

/**
 * 'Secret Santa terminé !' (docs/product.md §7.5): every gift has arrived. Shown in the
 * participant space and on the organiser's dashboard, where it also says that everyone was told
 * by e-mail; there, on a phone, it keeps to its title and note, so that the tabs stay on the
 * first screen (docs/product.md §3.5).
 */
export function CompletionCard({
  secretSantaName,
  isOrganiser = false,
  className,
}: {
  secretSantaName: string;
  isOrganiser?: boolean;
  className?: string;
}) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative isolate overflow-hidden rounded-2xl border border-gold/60 bg-card px-5 text-center text-card-foreground shadow-md shadow-gold/10 sm:px-10 sm:pt-10 sm:pb-9',
        isOrganiser ? 'pt-6 pb-5' : 'pt-8 pb-7',
        'animate-fade-in motion-reduce:animate-none',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 h-2 bg-[linear-gradient(90deg,var(--primary)_0%,var(--primary)_33%,var(--gold)_33%,var(--gold)_66%,var(--secondary)_66%)] bg-[length:36px_100%]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(32rem_14rem_at_50%_0%,color-mix(in_oklab,var(--gold)_22%,transparent),transparent_70%)]"
      />
      <Confetti className="absolute top-3 left-0 -z-10 h-20 w-28 sm:h-28 sm:w-56" />
      <Confetti className="absolute top-3 right-0 -z-10 h-20 w-28 -scale-x-100 sm:h-28 sm:w-56" />

      <StarBurst className={cn('mx-auto sm:size-24', isOrganiser ? 'size-12' : 'size-20')} />
      <h2
        id={titleId}
        className={cn(
          'mt-3 font-display font-bold tracking-tight text-balance sm:text-4xl',
          isOrganiser ? 'text-2xl' : 'text-3xl',
        )}
      >
        {t.title}
      </h2>
      <p className="mt-2 text-sm font-semibold tracking-wide break-words text-primary-text uppercase">
        {secretSantaName}
      </p>
      <div className={isOrganiser ? 'hidden sm:block' : undefined}>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-relaxed text-balance">
          {t.congratulation(secretSantaName)}
        </p>
        <p className="mx-auto mt-2 max-w-xl leading-relaxed text-balance text-muted-foreground">
          {t.thanks}
        </p>
      </div>
      {isOrganiser ? (
        <p className="mx-auto mt-4 max-w-xl rounded-xl border border-gold/50 bg-muted px-4 py-3 text-sm leading-relaxed text-balance sm:mt-5">
          {t.organiserNote}
        </p>
      ) : null}
    </section>
  );
}

/** A gold star in a ring of rays. Decorative. */
function StarBurst({ className }: { className?: string }) {
  const rays = Array.from({ length: 12 }, (_, index) => index * 30);
  return (
    <svg
      viewBox="0 0 96 96"
      className={className}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="48" cy="48" r="30" fill="var(--gold)" opacity=".18" />
      <g stroke="var(--gold)" strokeWidth="3" strokeLinecap="round">
        {rays.map((angle) => (
          <path
            key={angle}
            d={angle % 60 === 0 ? 'M48 4v9' : 'M48 8v5'}
            transform={`rotate(${angle} 48 48)`}
          />
        ))}
      </g>
      <path
        d="m48 19 8.2 17.7 19.4 2.1-14.5 13.1 4 19.1L48 61.4l-17.1 9.6 4-19.1-14.5-13.1 19.4-2.1Z"
        fill="var(--gold)"
        stroke="var(--gold-foreground)"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="m41 42 4.5-1.8" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity=".7" />
    </svg>
  );
}

/** Ribbons, dots and little stars falling from a corner. Decorative. */
function Confetti({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 220 110"
      preserveAspectRatio="xMinYMin meet"
      className={cn('pointer-events-none', className)}
      aria-hidden="true"
      focusable="false"
      xmlns="http://www.w3.org/2000/svg"
    >
      <g opacity=".9">
        <rect
          x="18"
          y="14"
          width="12"
          height="5"
          rx="1.5"
          fill="var(--primary)"
          transform="rotate(-28 24 16)"
        />
        <rect
          x="64"
          y="40"
          width="11"
          height="5"
          rx="1.5"
          fill="var(--secondary)"
          transform="rotate(34 69 42)"
        />
        <rect
          x="30"
          y="70"
          width="10"
          height="4"
          rx="1.5"
          fill="var(--gold)"
          transform="rotate(62 35 72)"
        />
        <rect
          x="112"
          y="18"
          width="10"
          height="4"
          rx="1.5"
          fill="var(--gold)"
          transform="rotate(-52 117 20)"
        />
        <rect
          x="92"
          y="76"
          width="12"
          height="5"
          rx="1.5"
          fill="var(--primary)"
          transform="rotate(18 98 78)"
        />
        <rect
          x="150"
          y="52"
          width="9"
          height="4"
          rx="1.5"
          fill="var(--secondary)"
          transform="rotate(-14 154 54)"
        />
        <circle cx="48" cy="30" r="3" fill="var(--gold)" />
        <circle cx="10" cy="48" r="2.5" fill="var(--secondary)" />
        <circle cx="84" cy="12" r="2.5" fill="var(--primary)" />
        <circle cx="132" cy="40" r="2" fill="var(--primary)" />
        <circle cx="62" cy="96" r="2.5" fill="var(--secondary)" />
        <circle cx="176" cy="24" r="2" fill="var(--gold)" />
        <path
          d="m150 6 1.6 3.5 3.8.4-2.8 2.5.8 3.7-3.4-2-3.4 2 .8-3.7-2.8-2.5 3.8-.4Z"
          fill="var(--gold)"
        />
        <path
          d="m20 92 1.3 2.8 3 .3-2.3 2 .7 3-2.7-1.6-2.7 1.6.7-3-2.3-2 3-.3Z"
          fill="var(--gold)"
        />
        <path
          d="M120 58c4-3 8 3 12 0"
          fill="none"
          stroke="var(--primary)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M40 50c3-4 8 1 11-3"
          fill="none"
          stroke="var(--gold)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
