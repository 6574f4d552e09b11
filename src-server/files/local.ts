import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { contentTypeFor, isSafeFilePath, type FileStore } from './port';

const NOT_A_FILE = new Set(['ENOENT', 'EISDIR', 'ENOTDIR', 'ENAMETOOLONG']);

/** Keeps files in a local folder; the content type follows from the file name. */
export function createLocalFileStore(root: string): FileStore {
  const base = resolve(root);
  const locate = (path: string): string => {
    if (!isSafeFilePath(path)) throw new Error(`Unsafe file path: ${path}`);
    const full = resolve(join(base, path));
    if (!full.startsWith(base + sep)) throw new Error(`Unsafe file path: ${path}`);
    return full;
  };

  return {
    async read(path) {
      try {
        const body = await readFile(locate(path));
        return { body, contentType: contentTypeFor(path) };
      } catch (error) {
        // A folder (`products`) or a path through a file is no file either: a 404, not a 500.
        if (NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async readStream(path) {
      const full = locate(path);
      try {
        const found = await stat(full);
        if (!found.isFile()) return null;
        return {
          body: createReadStream(full),
          size: found.size,
          contentType: contentTypeFor(path),
        };
      } catch (error) {
        if (NOT_A_FILE.has((error as NodeJS.ErrnoException).code ?? '')) return null;
        throw error;
      }
    },
    async write(path, body) {
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, body);
    },
    async writeStream(path, body) {
      const full = locate(path);
      await mkdir(dirname(full), { recursive: true });
      // Under a temporary name until the last byte is in: a reader never sees half a file, and
      // a failed upload leaves nothing behind.
      const temporary = `${full}.${randomUUID()}.part`;
      try {
        await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
        await rename(temporary, full);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async remove(path) {
      await rm(locate(path), { force: true });
    },
    async exists(path) {
      try {
        return (await stat(locate(path))).isFile();
      } catch {
        return false;
      }
    },
  };
}
