// npm run build:functions: the Cloud Functions (2nd gen) codebase that firebase.json deploys.
// Bundles the Hono app with the Firestore and Cloud Storage adapters (and src-shared, which
// only resolves when bundled) into functions-dist/index.js, beside a package.json that lists
// what the Functions runtime installs: firebase-admin and firebase-functions.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = `${root}functions-dist`;

/** Installed at deploy time by Cloud Build; everything else is in the bundle. */
const RUNTIME_DEPENDENCIES = ['firebase-admin', 'firebase-functions'];
/** The Cloud Functions runtime the codebase declares (also in firebase.json). */
export const FUNCTIONS_NODE = '22';

function installedVersion(name: string): string {
  const path = `${root}node_modules/${name}/package.json`;
  return (JSON.parse(readFileSync(path, 'utf8')) as { version: string }).version;
}

export async function buildFunctions(): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: [`${root}src-server/cloud/function.ts`],
    outfile: `${outDir}/index.js`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: `node${FUNCTIONS_NODE}`,
    alias: { '@shared': `${root}src-shared` },
    external: RUNTIME_DEPENDENCIES.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS modules may call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
  const manifest = {
    name: 'warmteportaal-functions',
    private: true,
    description: 'Warmteportaal API as a Cloud Function (built by npm run build:functions)',
    type: 'module',
    main: 'index.js',
    engines: { node: FUNCTIONS_NODE },
    dependencies: Object.fromEntries(
      RUNTIME_DEPENDENCIES.map((name) => [name, installedVersion(name)]),
    ),
  };
  writeFileSync(`${outDir}/package.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  // The function's own settings (e.g. ALLOWED_ORIGINS) travel as the codebase's .env file.
  if (existsSync(`${root}.env.functions`)) copyFileSync(`${root}.env.functions`, `${outDir}/.env`);
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  return `functions-dist/index.js (${Math.round(bytes / 1024)} KiB) en functions-dist/package.json`;
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  console.log(`Cloud Function gebouwd: ${await buildFunctions()}`);
}
