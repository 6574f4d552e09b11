import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { cspPlugin, rendererConfig, rendererDefine, rendererEnv } from './vite.web.config';

const shared = fileURLToPath(new URL('./src-shared', import.meta.url));

export default defineConfig(({ mode }) => {
  /** The desktop renderer is not served by the API, so it needs the API's absolute address. */
  const env = rendererEnv(mode, 'desktop');
  const apiBaseUrl = env.apiBaseUrl;
  return {
    main: {
      resolve: { alias: { '@shared': shared } },
      define: {
        'import.meta.env.MAIN_VITE_API_BASE_URL': JSON.stringify(apiBaseUrl),
        // The auto-update feed (README, "Installers bouwen"); empty: the app never checks.
        'import.meta.env.MAIN_VITE_UPDATE_URL': JSON.stringify(
          process.env.MAIN_VITE_UPDATE_URL ?? '',
        ),
      },
      build: {
        outDir: 'out/main',
        rollupOptions: {
          input: { index: fileURLToPath(new URL('./src-main/index.ts', import.meta.url)) },
        },
      },
    },
    preload: {
      resolve: { alias: { '@shared': shared } },
      build: {
        outDir: 'out/preload',
        rollupOptions: {
          input: { index: fileURLToPath(new URL('./src-preload/index.ts', import.meta.url)) },
          // A sandboxed preload cannot load ES modules.
          output: { format: 'cjs', entryFileNames: '[name].cjs' },
        },
      },
    },
    renderer: {
      ...rendererConfig,
      plugins: [react(), cspPlugin(apiBaseUrl)],
      define: rendererDefine(env),
      build: {
        ...rendererConfig.build,
        outDir: fileURLToPath(new URL('./out/renderer', import.meta.url)),
        // The shared renderer settings (chunk groups) plus the entry electron-vite asks for.
        rolldownOptions: {
          ...rendererConfig.build?.rolldownOptions,
          input: { index: fileURLToPath(new URL('./src-renderer/index.html', import.meta.url)) },
        },
      },
    },
  };
});
