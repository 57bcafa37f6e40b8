import { GlowingLogo } from './glowing-logo.tsx';

/**
 * The red, gold and green stripe across the top of a card that welcomes someone. The
 * participant space's cards write it out themselves: importing it would add this module to the
 * space's first download, which has no room (decision 0009).
 */
export const FESTIVE_RIBBON_CLASS =
  'h-2 bg-[linear-gradient(90deg,var(--primary)_0%,var(--primary)_33%,var(--gold)_33%,var(--gold)_66%,var(--secondary)_66%)] bg-[length:36px_100%]';

/**
 * The glowing logo, a line saying who it is for or from, and the event's name as the page's
 * heading: the invitation page (docs/product.md §8.5) and the sign-up page (§4.9).
 */
export function FestiveHeading({
  eyebrow,
  title,
  logoClassName,
}: {
  eyebrow: string;
  title: string;
  logoClassName: string;
}) {
  return (
    <>
      <GlowingLogo logoClassName={logoClassName} />
      <p className="mt-5 text-sm font-semibold tracking-wide text-primary-text uppercase">
        {eyebrow}
      </p>
      <h1 className="mt-2 font-display text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {title}
      </h1>
    </>
  );
}
