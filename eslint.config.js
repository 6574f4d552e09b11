import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The names in a folder of the repository, so a new feature or service is walled in at once. */
function entries(folder, { folders = true, files = false } = {}) {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => (entry.isDirectory() ? folders : files))
    .map((entry) => entry.name);
}

const renderer = './src-renderer/src';
const features = entries(`${renderer}/features`);
/** The renderer's shared layers: features build on them, never the other way round. */
const rendererShared = ['components', 'lib', 'hooks', 'config'].map(
  (name) => `${renderer}/${name}`,
);

/** Server folders every use case may build on: storage and its typed records, who may do what, mail. */
const SERVER_BASE = [
  'accounts',
  'audit',
  'auth',
  'collections',
  'e-invoice',
  'files',
  'notify',
  'parties',
  'pdf',
  'policy',
  'storage',
  'uploads',
];
/** Shared business services that several use cases call: the catalogue and the points ledger. */
const SERVER_CORE = ['catalogue', 'catalogue-files', 'points'];
/** Entry points and composition: they may import anything below them. */
const SERVER_OUTER = ['routes', 'local', 'cloud', 'seed'];
/** The imports between use-case folders that remain, each with its reason. At most 10. */
const SIDEWAYS = {
  'admin -> company': "approving a dealer application founds the dealer's company",
  'orders -> invoices': 'delivering a shipment issues its invoice in the same transaction',
  'offertes -> calculator': "an offerte starts from a saved calculation's advice",
  'offertes -> clients': "an offerte is made out to one of the company's clients",
  'offertes -> company':
    'Bedrijfsgegevens is a view of the company record: saving it saves the record',
  'order-lists -> clients': 'a bestellijst is kept for a client',
  'order-lists -> offertes': "a bestellijst is made from an accepted offerte's lines",
  'customer-invoices -> offertes':
    "a firm's invoice to its client bills the accepted offerte, in the firm's details",
};

function serverTiers() {
  const folders = entries('./src-server');
  const known = new Set([...SERVER_BASE, ...SERVER_CORE, ...SERVER_OUTER]);
  const useCases = folders.filter((name) => !known.has(name));
  const at = (names) => names.map((name) => `./src-server/${name}`);
  return [
    {
      // storage and files have their own, stricter walls above.
      target: at(SERVER_BASE.filter((name) => name !== 'storage' && name !== 'files')),
      from: at([...SERVER_CORE, ...useCases]),
      message: 'A base folder of the server imports no core service and no use case.',
    },
    {
      target: at(SERVER_CORE),
      from: at(useCases),
      message: 'The catalogue and the points ledger serve the use cases and import none.',
    },
    ...useCases.flatMap((name) =>
      useCases
        .filter((other) => other !== name && !(`${name} -> ${other}` in SIDEWAYS))
        .map((other) => ({
          target: `./src-server/${name}`,
          from: `./src-server/${other}`,
          message: `src-server/${name} imports nothing from src-server/${other}: move the shared piece down to a base or core folder, or list the import in SIDEWAYS with its reason.`,
        })),
    ),
  ];
}

/** Imports flow one way: see the README, "Architectuur". */
const boundaries = [
  // Between runtimes: each talks to the others only through src-shared (and the preload bridge).
  { target: './src-renderer', from: ['./src-main', './src-preload', './src-server'] },
  { target: './src-main', from: ['./src-renderer', './src-server'] },
  { target: './src-preload', from: ['./src-renderer', './src-server', './src-main'] },
  { target: './src-server', from: ['./src-renderer', './src-main', './src-preload'] },
  {
    target: './src-shared',
    from: ['./src-renderer', './src-main', './src-preload', './src-server'],
  },
  // Within the renderer: app → features → components|lib|hooks|config; never app from below.
  {
    target: [`${renderer}/features`, ...rendererShared],
    from: `${renderer}/app`,
    message: 'Only app/ composes pages and routes; nothing below it imports app/.',
  },
  {
    target: rendererShared,
    from: `${renderer}/features`,
    message: 'components/, lib/, hooks/ and config/ serve every feature and import none.',
  },
  // One feature never imports another: what two features share moves down a layer.
  ...features.map((feature) => ({
    target: `${renderer}/features/${feature}`,
    from: `${renderer}/features`,
    except: [`./${feature}`],
    message: `features/${feature} imports no other feature: share through components/, lib/, hooks/ or src-shared.`,
  })),
  // Server adapters sit at the bottom: they know storage (or files) and src-shared, nothing
  // above them (no use case, no collection module, no route).
  {
    target: './src-server/storage',
    from: './src-server',
    except: ['./storage'],
    message: 'A storage adapter imports only storage/, src-shared and packages: nothing above it.',
  },
  {
    target: './src-server/files',
    from: './src-server',
    except: ['./files'],
    message: 'A file adapter imports only files/, src-shared and packages: nothing above it.',
  },
  // The server's folders in three tiers, by business noun (docs/architecture.md):
  // base (storage, collections, policy, notify, …) ← core services (catalogue, points) ←
  // use cases (orders, invoices, offertes, …). A lower tier never imports a higher one, and a
  // use case imports another only where SIDEWAYS lists it, with the reason.
  ...serverTiers(),
  // Routes call services; services never call routes. Only app.ts mounts the routes.
  {
    target: [
      ...entries('./src-server', { files: true })
        .filter((name) => name !== 'routes' && name !== 'app.ts')
        .map((name) => `./src-server/${name}`),
    ],
    from: './src-server/routes',
    message: 'Only routes/ and app.ts know the routes: services never import them.',
  },
];

/** kebab-case words, as in `order-lines-table.tsx` or `vite-env.d.ts`. */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** File and folder names in kebab-case (house style), checked on every linted file's path. */
const kebabCasePaths = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case.' },
    schema: [],
    messages: { name: '"{{name}}" in {{path}} is not kebab-case: name it like "{{suggestion}}".' },
  },
  create(context) {
    const path = relative(root, context.physicalFilename);
    if (path.startsWith('..')) return {};
    return {
      Program(node) {
        for (const name of path.split(sep)) {
          // A leading dot (.ci) and the dotted parts of a name (.d.ts, .test.ts) are fine.
          const words = name.replace(/^\./, '').split('.');
          if (words.every((word) => KEBAB.test(word))) continue;
          const suggestion = name
            .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
            .replace(/[_\s]+/g, '-')
            .toLowerCase();
          context.report({ node, messageId: 'name', data: { name, path, suggestion } });
        }
      },
    };
  },
};

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
      // Each probe breaks a wall on purpose; tests/unit/lint-walls.test.ts lints them where they
      // would sit and expects every one refused.
      'tests/lint/probes',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      'import-x': importX,
      local: { rules: { 'kebab-case-paths': kebabCasePaths } },
    },
    settings: {
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries, basePath: root }],
      'import-x/no-cycle': 'error',
      'local/kebab-case-paths': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // src-shared runs in the renderer, the server and Electron alike: standard APIs only.
    files: ['src-shared/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'hono',
                'hono/*',
                '@hono/*',
                'firebase-admin',
                'firebase-admin/*',
                'firebase-functions',
                'firebase-functions/*',
                'firebase',
                'firebase/*',
                '@google-cloud/*',
                'better-sqlite3',
                'electron',
                'electron/*',
                'react',
                'react/*',
                'react-dom',
                'react-dom/*',
              ],
              message:
                'src-shared uses standard APIs only: no server, database, Firebase, Electron or React package.',
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
    // One way to bind a form: its kit fields take `{...field('name')}` from `useZodForm` (or
    // `fieldOf` for a react-hook-form form made elsewhere), never a value and handler of their own;
    // nor does a raw input in a form. Seen within one file: a field component that binds its own
    // value and is placed in a form elsewhere is not caught (review it).
    files: ['src-renderer/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXElement[openingElement.name.name='form'] JSXOpeningElement[name.name=/^(TextField|NumberField|TextAreaField|SelectField)$/] > JSXAttribute[name.name=/^(value|onChange)$/]",
          message:
            "Bind a form's fields through the kit: `useZodForm` and `{...field('name')}` (or `fieldOf`), not a value and onChange of their own.",
        },
        {
          // The same for a raw control in a form: a text, number, select or textarea with a
          // value and a change handler of its own. A radio or checkbox names its value.
          selector:
            "JSXElement[openingElement.name.name='form'] JSXOpeningElement[name.name=/^(input|textarea|select)$/]:has(> JSXAttribute[name.name='onChange']):not(:has(> JSXAttribute[name.name='type'][value.value=/^(checkbox|radio)$/])) > JSXAttribute[name.name='value']",
          message:
            "Bind a form's controls through the kit: a kit field with `useZodForm` and `{...field('name')}` (or `fieldOf`), not an input with a value and onChange of its own.",
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
