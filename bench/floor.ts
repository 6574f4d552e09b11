import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { rendererConfig } from '../vite.web.config';

/** The pages measured, and what they may load (× the floor; issue 23 item 6, issue 10). */
export const PAGE_JS_TARGETS = [
  ['/', 1.1],
  ['/catalogus', 1.25],
  ['/catalogus/nw-bw8', 1.25],
] as const;

/**
 * The floor: the smallest app with what every page of the portal needs (React, React DOM,
 * React Router, Firebase Auth with the same initializeAuth), built with the same Vite
 * settings. The portal's JS on / is compared with this.
 */
const MAIN = `
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link } from 'react-router-dom';
import { initializeApp } from 'firebase/app';
import { initializeAuth, indexedDBLocalPersistence, browserLocalPersistence, onAuthStateChanged, connectAuthEmulator } from 'firebase/auth';
const auth = initializeAuth(initializeApp({ apiKey: 'demo', projectId: 'demo' }), { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
connectAuthEmulator(auth, location.origin, { disableWarnings: true });
onAuthStateChanged(auth, () => undefined);
const router = createBrowserRouter([{ path: '*', element: <main><h1>Vloer</h1><Link to="/">Home</Link></main> }]);
createRoot(document.getElementById('root')).render(<RouterProvider router={router} />);
`;

/** Gzipped bytes of every JS file of the floor build. */
export async function floorJsGzip(): Promise<number> {
  const root = resolve('node_modules/.cache/wp-floor');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.jsx"></script></body></html>',
  );
  writeFileSync(join(root, 'main.jsx'), MAIN);
  await build({
    configFile: false,
    logLevel: 'warn',
    root,
    plugins: [react()],
    build: { ...rendererConfig.build, outDir: join(root, 'dist'), emptyOutDir: true },
  });
  const assets = join(root, 'dist', 'assets');
  return readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name))).length, 0);
}
