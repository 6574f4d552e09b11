import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Tests talk to emulators on loopback only: Google's client libraries must not go looking for
// a cloud metadata server (a link-local address) to find credentials or a project.
process.env.METADATA_SERVER_DETECTION ??= 'none';

/**
 * The fast projects (unit, components, electron-unit) run their files in worker threads on every
 * core: vitest's default leaves one core to the main process, which on 2 cores means one file at
 * a time. Nothing in them changes the working directory (a thread cannot), and each file still
 * gets its own module graph (isolated). Projects with another worker count must run in another
 * group, so in one `vitest run` with the integration projects these come second.
 */
const fast = { pool: 'threads', maxWorkers: '100%', sequence: { groupOrder: 1 } } as const;

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
          ...fast,
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
          ...fast,
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
          // The slow checks with outside tools: the renderer's production build and the official
          // e-invoice validators (Java). Apart, with time to spare, and not in test:fast.
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
          ...fast,
          environment: 'node',
          include: ['tests/electron/**/*.test.ts'],
        },
      },
    ],
  },
});
