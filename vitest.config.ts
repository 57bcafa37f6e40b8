import { defineConfig } from 'vitest/config';

// One runner for every kind of test. Each project is a layer of the pyramid:
// unit (pure code and React components), api (the HTTP app on a real database,
// once on PGlite and once on PostgreSQL) and e2e (the built app in Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
        },
      },
    ],
  },
});
