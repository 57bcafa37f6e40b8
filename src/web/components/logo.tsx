import { cn } from '../lib/cn.ts';

/** The product's mark: a red gift with a gold ribbon. Decorative, the text beside it names it. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      className={cn('shrink-0', className)}
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M32 15c-3-7-13-9-15-3-2 5 6 8 15 3Z"
        fill="#e8b631"
        stroke="#9a6b06"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M32 15c3-7 13-9 15-3 2 5-6 8-15 3Z"
        fill="#e8b631"
        stroke="#9a6b06"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <rect x="8" y="18" width="48" height="13" rx="3" fill="#d12f38" />
      <rect x="11" y="30" width="42" height="28" rx="3" fill="#b3202a" />
      <rect x="11" y="30" width="42" height="3" fill="#7f1219" opacity=".45" />
      <rect x="27" y="18" width="10" height="40" fill="#e8b631" />
      <rect x="27" y="30" width="10" height="3" fill="#9a6b06" opacity=".35" />
      <circle cx="32" cy="16" r="4" fill="#f5c842" stroke="#9a6b06" strokeWidth="2" />
      <path
        d="M46 40l1.2 2.6 2.8.3-2.1 1.9.6 2.8-2.5-1.4-2.5 1.4.6-2.8-2.1-1.9 2.8-.3Z"
        fill="#fff"
        opacity=".85"
      />
      <circle cx="18" cy="46" r="1.6" fill="#fff" opacity=".7" />
      <circle cx="21" cy="39" r="1.1" fill="#fff" opacity=".6" />
    </svg>
  );
}
