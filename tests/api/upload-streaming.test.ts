import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Ticket } from '@shared/schemas/support';
import { apiHarness } from './harness';

/**
 * Uploads stream to the file port as they arrive: the server's memory does not grow with what
 * is sent, and a file or body over its limit stops with a 413 and leaves nothing on disk. The
 * bodies here are generated while they are sent, chunked, without Content-Length.
 */
const api = apiHarness('stroom');
let owner: string;
let admin: string;

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const BOUNDARY = 'stroomgrens7f3a';

type Part =
  | { field: string; value: string }
  | { file: string; bytes: number }
  | { before: () => Promise<void> };

/** The parts as multipart bytes, made chunk by chunk while fetch reads them. */
function streamedForm(parts: Part[]): ReadableStream<Uint8Array> {
  const text = new TextEncoder();
  async function* chunks() {
    for (const part of parts) {
      if ('before' in part) {
        await part.before();
        continue;
      }
      if ('field' in part) {
        yield text.encode(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`,
        );
        continue;
      }
      yield text.encode(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="bijlagen"; filename="${part.file}"\r\nContent-Type: image/png\r\n\r\n`,
      );
      for (let sent = 0; sent < part.bytes; sent += CHUNK) {
        const chunk = new Uint8Array(Math.min(CHUNK, part.bytes - sent));
        if (sent === 0) chunk.set(PNG_HEAD);
        yield chunk;
      }
      yield text.encode('\r\n');
    }
    yield text.encode(`--${BOUNDARY}--\r\n`);
  }
  return streamOf(chunks());
}

function streamOf(source: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
  });
}

function post(token: string, path: string, body: ReadableStream<Uint8Array>, type: string) {
  return fetch(`${api.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body,
    duplex: 'half',
  } as RequestInit);
}

const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** Every file under the files folder, relative; `.part` files of broken uploads included. */
function filesOnDisk(under: string): string[] {
  try {
    return readdirSync(join(api.filesDir, under), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** Waits (event loop turns, no timer) until `count` finished files lie under `under`. */
async function onDisk(under: string, count: number): Promise<void> {
  while (filesOnDisk(under).filter((path) => !path.endsWith('.part')).length < count) {
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeAll(async () => {
  [owner, admin] = await Promise.all([api.user('eigenaar'), api.user('beheer', { role: 'admin' })]);
});

describe('streamed uploads', () => {
  it('stores 30 MB of attachments over three messages while their bodies are still arriving', async () => {
    const created = await api.call<Ticket>(owner, 'POST', '/api/tickets', {
      subject: 'Foto’s van de installatie',
      category: 'technische_vraag',
      body: 'Zie de bijlagen.',
    });
    expect(created.status).toBe(201);
    for (let message = 0; message < 3; message++) {
      const parts: Part[] = [{ field: 'body', value: `Deel ${message + 1}` }];
      for (let file = 0; file < 5; file++) parts.push({ file: `foto${file}.png`, bytes: 2 * MB });
      // The body is not finished yet, and its first four files already lie on disk.
      const stored = message * 5 + 4;
      parts.push({ before: () => onDisk(`tickets/${created.json.id}`, stored) });
      const response = await post(
        owner,
        `/api/tickets/${created.json.id}/messages`,
        streamedForm(parts),
        FORM_TYPE,
      );
      expect(response.status).toBe(201);
      const ticket = (await response.json()) as Ticket;
      expect(ticket.messages.at(-1)?.attachments.map((a) => a.size)).toEqual(
        Array.from({ length: 5 }, () => 2 * MB),
      );
    }
    expect(filesOnDisk(`tickets/${created.json.id}`)).toHaveLength(15);
  });

  it('stops a file over 10 MB with 413 while it streams and leaves no part of it', async () => {
    const before = filesOnDisk('tickets');
    const response = await post(
      owner,
      '/api/tickets',
      streamedForm([
        { field: 'subject', value: 'Groot' },
        { field: 'category', value: 'product' },
        { field: 'body', value: 'Te groot' },
        { file: 'klein.png', bytes: 1000 },
        { file: 'groot.png', bytes: 10 * MB + 1 },
      ]),
      FORM_TYPE,
    );
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toBe('groot.png is groter dan 10 MB.');
    expect(filesOnDisk('tickets')).toEqual(before);
    const quota = await api.storage.get('rateLimits', 'quota-attachments-stroom-eigenaar');
    expect(quota?.bytes).toBe(15 * 2 * MB);
  });

  it('limits an admin upload without Content-Length to 10 MB while it streams', async () => {
    async function* image(bytes: number) {
      for (let sent = 0; sent < bytes; sent += CHUNK) {
        const chunk = new Uint8Array(Math.min(CHUNK, bytes - sent));
        if (sent === 0) chunk.set(PNG_HEAD);
        yield chunk;
      }
    }
    const upload = (bytes: number) =>
      post(
        admin,
        '/api/admin/products/files?soort=afbeelding',
        streamOf(image(bytes)),
        'image/png',
      );
    const refused = await upload(10 * MB + CHUNK);
    expect(refused.status).toBe(413);
    expect(filesOnDisk('products')).toEqual([]);
    const accepted = await upload(3 * MB);
    expect(accepted.status).toBe(201);
    expect(filesOnDisk('products')).toHaveLength(1);
  });
});
