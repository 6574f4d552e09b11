import type { TestProject } from 'vitest/node';
import {
  findFirestoreEmulator,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../../scripts/firestore-emulator';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the official Firestore emulator, or '' where it cannot run here. */
    firestoreEmulatorHost: string;
    /** Why the official emulator is not used ('' when it is). */
    firestoreEmulatorAbsent: string;
  }
}

/**
 * One official Cloud Firestore emulator for the whole run, on a free port. Where the Google
 * Cloud CLI is missing, the tests fall back (the contract to the in-process emulator) and say why.
 */
export default async function setup(project: TestProject) {
  const preset = process.env.FIRESTORE_EMULATOR_HOST;
  let emulator: FirestoreEmulator | undefined;
  let host = preset ?? '';
  let absent = '';
  if (!preset) {
    const found = findFirestoreEmulator();
    if ('launcher' in found) {
      emulator = await startFirestoreEmulator(found.launcher);
      host = emulator.host;
      console.log(`[firestore] officiële Firestore-emulator draait op ${host}`);
    } else {
      absent = found.reason;
      console.warn(`[firestore] geen officiële Firestore-emulator: ${absent}`);
    }
  }
  project.provide('firestoreEmulatorHost', host);
  project.provide('firestoreEmulatorAbsent', absent);
  return async () => {
    await emulator?.stop();
  };
}
