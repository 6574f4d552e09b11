import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type UserConfig } from 'vite';
import {
  parseRendererEnv,
  type RendererEnv,
  type RendererTarget,
} from './src-shared/config/renderer-env';
import { contentSecurityPolicy, originOf } from './src-shared/security/csp';

/** Puts the CSP in the built index.html (not in development: Vite's dev server injects scripts). */
export function cspPlugin(apiBaseUrl: string): Plugin {
  return {
    name: 'warmteportaal-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(originOf(apiBaseUrl)),
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}

const envDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The renderer's settings for a build mode, parsed once (src-shared/config/renderer-env.ts)
 * from .env files and the environment; a production build without them stops here.
 */
export function rendererEnv(mode: string, target: RendererTarget): RendererEnv {
  return parseRendererEnv(mode, target, loadEnv(mode, envDir, 'VITE_'));
}

/** Puts the parsed settings into the bundle: src-renderer/src/config/env.ts reads them. */
export function rendererDefine(env: RendererEnv): Record<string, string> {
  return { __RENDERER_ENV__: JSON.stringify(env) };
}

/** The renderer's Vite settings, shared by the web build and the Electron build. */
export const rendererConfig: UserConfig = {
  root: fileURLToPath(new URL('./src-renderer', import.meta.url)),
  envDir,
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src-renderer/src', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // TanStack Query as one chunk beside the pages that use it: left alone it splits into
          // ten small ones, each another request and another name in the entry's preload map.
          groups: [
            {
              name: 'tanstack-query',
              test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
              // Not React with it: React belongs to the entry.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
};

export default defineConfig(({ mode }) => {
  const env = rendererEnv(mode, 'web');
  return {
    ...rendererConfig,
    plugins: [react(), cspPlugin(env.apiBaseUrl)],
    define: rendererDefine(env),
    build: {
      ...rendererConfig.build,
      outDir: fileURLToPath(new URL('./dist-web', import.meta.url)),
      emptyOutDir: true,
    },
    server: {
      port: 5173,
      // In development the portal (npm start) answers the API and the Auth emulator.
      proxy: Object.fromEntries(
        ['/api', '/identitytoolkit.googleapis.com', '/securetoken.googleapis.com', '/emulator'].map(
          (path) => [path, { target: 'http://127.0.0.1:5180', changeOrigin: false }],
        ),
      ),
    },
  };
});
