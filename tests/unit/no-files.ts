import type { FileStore } from '../../src-server/files/port';

/** A file port that holds nothing and takes everything, for tests that never touch files. */
export function noFiles(exists = false): FileStore {
  return {
    read: async () => null,
    write: async () => undefined,
    writeStream: async () => undefined,
    remove: async () => undefined,
    exists: async () => exists,
  };
}
