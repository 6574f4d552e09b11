import type { Bucket } from '@google-cloud/storage';
import { Readable, Writable } from 'node:stream';
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
        createWriteStream(options: { contentType: string; resumable: boolean }) {
          calls.push(`stream ${path} ${options.contentType} resumable=${options.resumable}`);
          const chunks: Buffer[] = [];
          // Like a resumable upload: the object exists only once the stream finished.
          return new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              objects.set(path, { body: Buffer.concat(chunks), contentType: options.contentType });
              done();
            },
          });
        },
        async delete() {
          calls.push(`delete ${path}`);
          objects.delete(path);
          return [];
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

  it('streams a write as a resumable upload, and leaves no object when the source fails', async () => {
    const { bucket, objects, calls } = fakeBucket();
    const files = createCloudStorageFileStore(bucket);
    const parts = [Buffer.from('%PDF-'), Buffer.from('1.7')];
    await files.writeStream('tickets/t1/a.pdf', Readable.from(parts), 'application/pdf');
    expect(objects.get('tickets/t1/a.pdf')?.body.toString()).toBe('%PDF-1.7');
    expect(calls).toEqual(['stream tickets/t1/a.pdf application/pdf resumable=true']);
    async function* broken() {
      yield Buffer.from('%PDF-');
      throw new Error('te groot');
    }
    await expect(
      files.writeStream('tickets/t1/b.pdf', Readable.from(broken()), 'application/pdf'),
    ).rejects.toThrow('te groot');
    expect(objects.has('tickets/t1/b.pdf')).toBe(false);
    expect(calls.at(-1)).toBe('delete tickets/t1/b.pdf');
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
