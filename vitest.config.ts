import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests talk to emulators on loopback only: Google's client libraries must not go looking for
// a cloud metadata server (a link-local address) to find credentials or a project.
process.env.METADATA_SERVER_DETECTION ??= 'none';

const alias = {
  '@shared': fileURLToPath(new URL('./src-shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src-renderer/src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/renderer-env.ts'],
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'components',
          environment: 'jsdom',
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['tests/components/setup.ts', 'tests/support/renderer-env.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          // The store contract, the Firestore rules and the deployed shape: one official
          // Firestore emulator for them all (tests/firestore/global-setup.ts).
          name: 'firestore',
          environment: 'node',
          include: ['tests/store-contract/**/*.test.ts', 'tests/firestore/**/*.test.ts'],
          globalSetup: ['tests/firestore/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          // Builds the renderer in production mode: slow, so apart and with time to spare.
          name: 'build',
          environment: 'node',
          include: ['tests/build/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'electron-unit',
          environment: 'node',
          include: ['tests/electron/**/*.test.ts'],
        },
      },
    ],
  },
});
