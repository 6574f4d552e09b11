import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
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

/** The renderer's Vite settings, shared by the web build and the Electron build. */
export const rendererConfig: UserConfig = {
  root: fileURLToPath(new URL('./src-renderer', import.meta.url)),
  envDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)),
      '@': fileURLToPath(new URL('./src-renderer/src', import.meta.url)),
    },
  },
  build: { target: 'es2022', sourcemap: false },
};

export default defineConfig({
  ...rendererConfig,
  plugins: [react(), cspPlugin(process.env.VITE_API_BASE_URL ?? '')],
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
});
