import type { FileStore } from '../../src-server/files/port';

/** A file port that holds nothing and takes everything, for tests that never touch files. */
export function noFiles(exists = false): FileStore {
  return {
    read: async () => null,
    readStream: async () => null,
    write: async () => undefined,
    // Read to the end, as a real store would: a file made from the catalogue does its queries.
    writeStream: async (_path, body) => {
      for await (const _piece of body) void _piece;
    },
    remove: async () => undefined,
    exists: async () => exists,
  };
}
