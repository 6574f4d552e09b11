import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: see shared/house-style.md. */
const boundaries = [
  { target: './src-renderer', from: ['./src-main', './src-preload', './src-server'] },
  { target: './src-main', from: ['./src-renderer', './src-server'] },
  { target: './src-preload', from: ['./src-renderer', './src-server', './src-main'] },
  { target: './src-server', from: ['./src-renderer', './src-main', './src-preload'] },
  {
    target: './src-shared',
    from: ['./src-renderer', './src-main', './src-preload', './src-server'],
  },
  // Within the renderer: app → features → components|lib|config; never app from below.
  {
    target: [
      './src-renderer/src/features',
      './src-renderer/src/components',
      './src-renderer/src/lib',
    ],
    from: './src-renderer/src/app',
  },
  {
    target: ['./src-renderer/src/components', './src-renderer/src/lib'],
    from: './src-renderer/src/features',
  },
  // One feature never imports another.
  {
    target: './src-renderer/src/features/auth',
    from: './src-renderer/src/features',
    except: ['./auth'],
  },
  {
    target: './src-renderer/src/features/cart',
    from: './src-renderer/src/features',
    except: ['./cart'],
  },
  {
    target: './src-renderer/src/features/catalogue',
    from: './src-renderer/src/features',
    except: ['./catalogue'],
  },
  {
    target: './src-renderer/src/features/admin',
    from: './src-renderer/src/features',
    except: ['./admin'],
  },
  {
    target: './src-renderer/src/features/public-forms',
    from: './src-renderer/src/features',
    except: ['./public-forms'],
  },
  {
    target: './src-renderer/src/features/calculator',
    from: './src-renderer/src/features',
    except: ['./calculator'],
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'out',
      'dist',
      'dist-web',
      'functions-dist',
      '.data',
      'test-results',
      'playwright-report',
      'src-renderer/public/sw.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'electron', 'react', 'react-dom'],
              message: 'src-shared uses standard APIs only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src-renderer/**/*.{ts,tsx}'],
    ignores: ['src-renderer/src/components/toaster.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-hot-toast',
              message:
                "Use `toast` from '@/components/toasts': it loads the library with the first toast and mounts the toast area.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
  prettier,
);
