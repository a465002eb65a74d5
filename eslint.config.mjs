import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

// ARCHITECTURE.md's boundaries: a wrong import arrow fails `npm run lint`.
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});
const noBackend = {
  group: ['@/backend/*', '**/backend/*'],
  message: 'The portal reaches the backend only through lib/server/backend.ts.',
};
const noServer = {
  group: ['@/lib/server/*', 'server-only'],
  message: 'Server-only code stays out of client and backend code.',
};
const noPortal = {
  group: [
    '@/app/*',
    '@/components/*',
    '@/lib/client/*',
    '@/lib/server/*',
    'next',
    'next/*',
    'react',
    'react-dom',
  ],
  message:
    'The backend imports only lib/contract, lib/validation, lib/format, lib/cache, lib/net and lib/constants.',
};
const noHono = {
  group: ['hono', 'hono/*', '@hono/*'],
  message: 'Queries take a db and params; no framework inside.',
};
const noOutsidePure = {
  group: [
    '@/app/*',
    '@/components/*',
    '@/lib/client/*',
    '@/lib/server/*',
    '@/backend/*',
    'next',
    'next/*',
  ],
  message: 'Shared lib modules are pure: both sides import them.',
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], extends: [tseslint.configs.disableTypeChecked] },
  { files: ['app/**', 'components/**'], rules: restrict([noBackend]) },
  { files: ['components/**', 'lib/client/**'], rules: restrict([noBackend, noServer]) },
  { files: ['backend/**'], rules: restrict([noPortal]) },
  { files: ['backend/db/queries/**'], rules: restrict([noPortal, noHono]) },
  {
    files: [
      'lib/contract/**',
      'lib/validation/**',
      'lib/format/**',
      'lib/cache/**',
      'lib/net/**',
      'lib/constants.ts',
    ],
    rules: restrict([noOutsidePure]),
  },
  {
    // Only this portal file may start the in-process backend.
    files: ['lib/server/**'],
    ignores: ['lib/server/backend.ts'],
    rules: restrict([noBackend]),
  },
  globalIgnores([
    '.next/**',
    'node_modules/**',
    '.data/**',
    'next-env.d.ts',
    // The public-pages bench's reference app builds here (scripts/bench-public-pages.ts).
    'bench/public-reference/.next/**',
    'bench/public-reference/next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'backend/db/migrations/**',
  ]),
]);
