import { pipeline } from 'node:stream/promises';
import type { Bucket } from '@google-cloud/storage';
import { contentTypeFor, isSafeFilePath, type FileStore } from './port';

/**
 * Files in Cloud Storage (production). There is no offline Storage emulator here, so its tests
 * (tests/unit/cloud-storage.test.ts) hand it a stand-in bucket; its paths pass the same safety
 * check as the local one.
 */
export function createCloudStorageFileStore(bucket: Bucket): FileStore {
  const file = (path: string) => {
    if (!isSafeFilePath(path)) throw new Error(`Unsafe file path: ${path}`);
    return bucket.file(path);
  };
  return {
    async read(path) {
      const handle = file(path);
      const [exists] = await handle.exists();
      if (!exists) return null;
      const [body] = await handle.download();
      return { body, contentType: contentTypeFor(path) };
    },
    async readStream(path) {
      const handle = file(path);
      const [exists] = await handle.exists();
      if (!exists) return null;
      const [metadata] = await handle.getMetadata();
      return {
        body: handle.createReadStream(),
        size: Number(metadata.size ?? 0),
        contentType: contentTypeFor(path),
      };
    },
    async write(path, body, contentType) {
      await file(path).save(Buffer.from(body), { contentType, resumable: false });
    },
    async writeStream(path, body, contentType) {
      const handle = file(path);
      // A resumable upload: sent in chunks as they arrive, and only an upload that was
      // finished becomes an object; a broken one is dropped (and deleted, should it exist).
      try {
        await pipeline(body, handle.createWriteStream({ contentType, resumable: true }));
      } catch (error) {
        await handle.delete({ ignoreNotFound: true }).catch(() => undefined);
        throw error;
      }
    },
    async remove(path) {
      await file(path).delete({ ignoreNotFound: true });
    },
    async exists(path) {
      const [exists] = await file(path).exists();
      return exists;
    },
  };
}
