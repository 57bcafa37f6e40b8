/**
 * Every component test's setup (vitest.config.ts): a screen found by `findBy…` is waited for up
 * to 10 seconds, not Testing Library's 1. The wait ends as soon as the screen shows it; the
 * bound is only how long a test may take to fail, and with one worker more than the cores
 * (decision 0028) a lazy screen's first render shares them with the journeys.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
