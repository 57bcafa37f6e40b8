/**
 * Soft glows, snowflakes and stars behind every page. Purely decorative: hidden from assistive
 * technology, no pointer events, and still: decoration that moves for more than five seconds
 * beside the content would need a way to pause it (WCAG 2.2.2), and would have the browser
 * paint for as long as the page stays open.
 */
export function FestiveBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-10 overflow-hidden">
      <div className="festive-glow absolute inset-0" />
      <svg
        className="absolute inset-0 size-full text-snow opacity-[0.07] dark:opacity-[0.09]"
        xmlns="http://www.w3.org/2000/svg"
      >
        <defs>
          <pattern id="festive-snow" width="160" height="160" patternUnits="userSpaceOnUse">
            <circle cx="18" cy="24" r="2.2" fill="currentColor" />
            <circle cx="96" cy="58" r="1.6" fill="currentColor" />
            <circle cx="140" cy="12" r="1.2" fill="currentColor" />
            <circle cx="60" cy="120" r="2" fill="currentColor" />
            <circle cx="128" cy="140" r="1.4" fill="currentColor" />
            <g stroke="currentColor" strokeWidth="1.4" strokeLinecap="round">
              <path d="M40 74v14M33 81h14M35 76l10 10M45 76l-10 10" />
              <path d="M118 98v10M113 103h10" />
            </g>
            <path
              d="m84 8 1.8 4 4.2.4-3.2 2.8 1 4.2-3.8-2.2-3.8 2.2 1-4.2-3.2-2.8 4.2-.4Z"
              fill="var(--gold)"
            />
            <path
              d="m12 136 1.4 3 3.2.3-2.4 2.1.7 3.2-2.9-1.7-2.9 1.7.7-3.2-2.4-2.1 3.2-.3Z"
              fill="var(--gold)"
            />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill="url(#festive-snow)" />
      </svg>
    </div>
  );
}
