import type { CSSProperties } from 'react';

/**
 * A soft shadow at the top or bottom edge of a scrolling list while more of it is hidden
 * there (the covers scroll with the content, the shadows stay), so a 300 px list that hides
 * someone shows it.
 */
const edgeShadow = (y: string) =>
  `radial-gradient(farthest-side at 50% ${y}, var(--scroll-shadow), transparent)`;
export const scrollShadows = {
  '--scroll-shadow': 'color-mix(in oklab, var(--foreground) 16%, transparent)',
  background: [
    'linear-gradient(var(--card) 30%, transparent) top / 100% 2.5rem no-repeat local',
    'linear-gradient(transparent, var(--card) 70%) bottom / 100% 2.5rem no-repeat local',
    `${edgeShadow('0')} top / 100% 0.75rem no-repeat scroll`,
    `${edgeShadow('100%')} bottom / 100% 0.75rem no-repeat scroll`,
  ].join(', '),
} as CSSProperties;
