import type { Bucket } from '@google-cloud/storage';
import { describe, expect, it } from 'vitest';
import { createCloudStorageFileStore } from '../../src-server/files/cloud-storage';

/**
 * The Cloud Storage adapter without Cloud Storage (there is no offline emulator for it): its
 * request layer, the bucket, is a small in-memory stand-in that records what was asked.
 */
function fakeBucket() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const calls: string[] = [];
  const bucket = {
    file(path: string) {
      return {
        async exists() {
          calls.push(`exists ${path}`);
          return [objects.has(path)];
        },
        async download() {
          calls.push(`download ${path}`);
          const object = objects.get(path);
          if (!object) throw Object.assign(new Error('No such object'), { code: 404 });
          return [object.body];
        },
        async save(body: Buffer, options: { contentType: string; resumable: boolean }) {
          calls.push(`save ${path} ${options.contentType} resumable=${options.resumable}`);
          objects.set(path, { body, contentType: options.contentType });
        },
      };
    },
  };
  return { bucket: bucket as unknown as Bucket, objects, calls };
}

describe('Cloud Storage file store', () => {
  it('writes in one request with the content type, and reads back with the type of the name', async () => {
    const { bucket, calls } = fakeBucket();
    const files = createCloudStorageFileStore(bucket);
    await files.write('products/p1.svg', new TextEncoder().encode('<svg/>'), 'image/svg+xml');
    expect(calls).toEqual(['save products/p1.svg image/svg+xml resumable=false']);
    expect(await files.exists('products/p1.svg')).toBe(true);
    const read = await files.read('products/p1.svg');
    expect(new TextDecoder().decode(read?.body)).toBe('<svg/>');
    expect(read?.contentType).toBe('image/svg+xml');
  });

  it('answers null for a missing file without downloading it', async () => {
    const { bucket, calls } = fakeBucket();
    const files = createCloudStorageFileStore(bucket);
    expect(await files.read('products/geen.pdf')).toBeNull();
    expect(calls).toEqual(['exists products/geen.pdf']);
  });

  it('refuses paths that climb out or are not plain', async () => {
    const { bucket, calls } = fakeBucket();
    const files = createCloudStorageFileStore(bucket);
    for (const path of ['../geheim.pdf', 'products/../../x', '/absoluut.pdf', 'a//b']) {
      await expect(files.read(path)).rejects.toThrow('Unsafe file path');
    }
    await expect(
      files.write('products/../x.svg', new Uint8Array(), 'image/svg+xml'),
    ).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
