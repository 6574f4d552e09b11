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
    async write(path, body, contentType) {
      await file(path).save(Buffer.from(body), { contentType, resumable: false });
    },
    async exists(path) {
      const [exists] = await file(path).exists();
      return exists;
    },
  };
}
