import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries (docs/design.md "Layout"): what each part of the code may depend on. */
const boundaries = {
  contract: {
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^(?!zod$|\\.{1,2}/)', message: 'The contract imports nothing but zod.' }],
        },
      ],
    },
  },
  routes: {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/*.repository.js'], message: 'Handlers are thin: call a service, not SQL.' },
            { group: ['kysely'], message: 'Handlers are thin: SQL lives in repositories.' },
          ],
        },
      ],
    },
  },
  services: {
    files: ['apps/api/src/**/*.service.ts', 'apps/api/src/plugins/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify'], importNames: ['default'], message: 'Build apps in app.ts.' }] },
      ],
    },
  },
  unitOfWork: {
    files: ['apps/api/src/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='transaction']",
          message: 'Run transactions with transaction(ctx, (uow) => …) from unit-of-work.ts.',
        },
        {
          selector: "CallExpression[callee.name='transaction'] > :function Identifier[name='ctx']",
          message: 'Inside a transaction use its unit of work (uow), not ctx: ctx reaches the root database.',
        },
      ],
    },
  },
  webFeatures: {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/**', '../../*', '../../**'],
              message: 'Features do not import each other: move shared pieces to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  webShared: {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/**', '@/app/**'], message: 'Shared code does not depend on features.' },
          ],
        },
      ],
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-builds/**', '**/node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...Object.values(boundaries),
);
