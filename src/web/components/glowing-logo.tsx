import { cn } from '../lib/cn.ts';
import { Logo } from './logo.tsx';

/** The logo on a soft gold glow, atop a welcome card or screen. Decorative. */
export function GlowingLogo({
  className,
  logoClassName,
}: {
  className?: string;
  /** The logo's size, e.g. 'size-20 sm:size-24'. */
  logoClassName: string;
}) {
  return (
    <div className={cn('relative mx-auto inline-block', className)}>
      <span
        aria-hidden="true"
        className="absolute inset-0 -z-10 scale-150 rounded-full bg-gold/25 blur-2xl"
      />
      <Logo className={cn('drop-shadow-md', logoClassName)} />
    </div>
  );
}
