import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// Each server feature stands alone: what several need lives in src/server/domain (or auth, db,
// mail, http, security), never in another feature.
const serverFeatures = readdirSync('./src/server/features');
// Imports flow web -> shared <- server (STYLE.md): the browser never pulls server code
// in, the server never depends on the React app, and shared stays free of both.
const layerZones = [
  { target: './src/web', from: './src/server', message: 'Le web ne dépend pas du serveur.' },
  { target: './src/server', from: './src/web', message: 'Le serveur ne dépend pas du web.' },
  { target: './src/shared', from: ['./src/server', './src/web'], message: 'src/shared reste pur.' },
];
const featureZones = serverFeatures.map((feature) => ({
  target: `./src/server/features/${feature}`,
  from: './src/server/features',
  except: [`./${feature}`],
  message:
    'Une fonctionnalité du serveur ne dépend pas d’une autre : passez par src/server/domain.',
}));
// What the features stand on says what happened and knows nothing of HTTP: a refusal is data
// (src/shared/refusal.ts), answered in src/server/http; a request's context stays in the routes.
const serverCoreFolders = ['domain', 'db', 'mail', 'security'];
const serverCoreZones = serverCoreFolders.map((folder) => ({
  target: `./src/server/${folder}`,
  from: ['./src/server/http', './src/server/features'],
  message:
    'Le domaine, la base, les emails et la sécurité ne dépendent ni de HTTP ni des fonctionnalités.',
}));
// The same for the web: what several features read lives in src/web/lib (or components), and a
// screen that puts several together (the dashboard) lives with the routes, above them all.
const webFeatures = readdirSync('./src/web/features');
const webFeatureZones = webFeatures.flatMap((feature) => [
  {
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Une fonctionnalité du web ne dépend pas d’une autre : passez par src/web/lib.',
  },
  {
    target: `./src/web/features/${feature}`,
    from: './src/web/routes',
    message: 'Une fonctionnalité du web ne dépend pas des écrans qui la composent.',
  },
]);

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'drizzle/', '.tmp/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        fetch: 'readonly',
        Buffer: 'readonly',
      },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...layerZones, ...featureZones, ...serverCoreZones],
        },
      ],
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: serverCoreFolders.map((folder) => `src/server/${folder}/**/*.{ts,tsx}`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['hono', 'hono/*', '@hono/*'],
              message: 'Le domaine, la base, les emails et la sécurité ne dépendent pas de Hono.',
            },
          ],
        },
      ],
    },
  },
  {
    // A component test may put two features side by side, as the screen that composes them does.
    files: ['src/web/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...webFeatureZones] }],
    },
  },
);
