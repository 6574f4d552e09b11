import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  exceedsJsonDepth,
  limitBody,
  MAX_JSON_CONTAINERS,
  MAX_JSON_DEPTH,
} from '../../src-server/body-limit';
import { handleError } from '../../src-server/errors';
import { loopbackHosts, requireLoopbackHost } from '../../src-server/local/host-guard';
import {
  createIssuedTokens,
  onlyIssuedTokens,
  tokenExpiry,
} from '../../src-server/local/issued-tokens';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function token(name: string, expiresAt: Date): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part({ sub: name, exp: expiresAt.getTime() / 1000 })}.`;
}

describe('the tokens the local portal handed out', () => {
  it('knows each until it expires, across a restart, and keeps only hashes on disk', () => {
    const dir = mkdtempSync(join(tmpdir(), 'wp-issued-'));
    dirs.push(dir);
    const file = join(dir, 'issued-tokens');
    let now = new Date('2026-11-23T10:00:00Z');
    const clock = { now: () => now };
    const issued = createIssuedTokens({ clock, file });
    const early = token('vroeg', new Date('2026-11-23T10:30:00Z'));
    const late = token('laat', new Date('2026-11-23T11:00:00Z'));
    issued.record(early);
    issued.record(late);
    issued.record(token('al-verlopen', new Date('2026-11-23T09:00:00Z')));
    issued.record('geen.jwt');
    expect(issued.has(early)).toBe(true);
    expect(issued.has(token('onbekend', new Date('2026-11-23T11:00:00Z')))).toBe(false);
    expect(readFileSync(file, 'utf8')).not.toContain(early.split('.')[1]);

    now = new Date('2026-11-23T10:45:00Z');
    const restarted = createIssuedTokens({ clock, file });
    expect(restarted.has(early)).toBe(false);
    expect(restarted.has(late)).toBe(true);
    // Compacted on start: the expired line is gone.
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
  });

  it('reads the expiry of a JWT and of nothing else', () => {
    expect(tokenExpiry(token('x', new Date('2026-11-23T10:00:00Z')))).toBe(
      Date.parse('2026-11-23T10:00:00Z'),
    );
    for (const text of [
      '',
      'a.b.c',
      'a..',
      `a.${Buffer.from('{"exp":"1"}').toString('base64url')}.`,
    ]) {
      expect(tokenExpiry(text)).toBeNull();
    }
  });

  it('lets the verifier see only recorded tokens', async () => {
    const clock = { now: () => new Date('2026-11-23T10:00:00Z') };
    const issued = createIssuedTokens({ clock });
    const known = token('bekend', new Date('2026-11-23T11:00:00Z'));
    issued.record(known);
    const seen: string[] = [];
    const verifier = onlyIssuedTokens(
      {
        async verifyIdToken(value) {
          seen.push(value);
          return { uid: 'u', email: 'u@warmteportaal.test' };
        },
      },
      issued,
    );
    await expect(verifier.verifyIdToken(known)).resolves.toEqual({
      uid: 'u',
      email: 'u@warmteportaal.test',
    });
    await expect(
      verifier.verifyIdToken(token('vervalst', new Date('2026-11-23T11:00:00Z'))),
    ).rejects.toThrow();
    expect(seen).toEqual([known]);
  });
});

describe('the Host check of the local portal', () => {
  it('accepts its own loopback names and the loopback dev server, nothing else', async () => {
    const hosts = loopbackHosts(5180, [
      'app://warmteportaal',
      'http://localhost:5173',
      'https://evil.example',
      'niet een url',
    ]);
    expect(hosts).toEqual(['127.0.0.1:5180', 'localhost:5180', '[::1]:5180', 'localhost:5173']);
    const app = new Hono().use(requireLoopbackHost(hosts)).get('/', (c) => c.text('ok'));
    app.onError(handleError);
    const status = async (host?: string) =>
      (await app.request('/', { headers: host === undefined ? {} : { host } })).status;
    expect(await status('127.0.0.1:5180')).toBe(200);
    expect(await status('LOCALHOST:5180')).toBe(200);
    expect(await status('localhost:5173')).toBe(200);
    for (const host of ['evil.example:5180', '127.0.0.1', '127.0.0.1:5181', '', undefined]) {
      expect(await status(host), String(host)).toBe(421);
    }
  });
});

describe('the JSON depth limit', () => {
  it('counts only brackets outside strings and stops at the first level too deep', () => {
    expect(exceedsJsonDepth('[[[]]]', 3)).toBe(false);
    expect(exceedsJsonDepth('[[[[]]]]', 3)).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":[1,2,{"c":"[[[[[[["}]}}', 4)).toBe(false);
    expect(exceedsJsonDepth('{"a\\"[[[[":1}', 1)).toBe(false);
    expect(exceedsJsonDepth(`${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`, 32)).toBe(
      false,
    );
  });

  it('answers a deep body with a Dutch 400 before the route parses it', async () => {
    let parsed = 0;
    const app = new Hono().use(limitBody).post('/', async (c) => {
      parsed++;
      return c.json(await c.req.json());
    });
    app.onError(handleError);
    const send = (body: string) =>
      app.request('/', { method: 'POST', body, headers: { 'content-type': 'application/json' } });
    const deep = `${'{"a":'.repeat(MAX_JSON_DEPTH + 1)}1${'}'.repeat(MAX_JSON_DEPTH + 1)}`;
    const answer = await send(deep);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({
      error: {
        code: 'ongeldige_invoer',
        message: 'De invoer is te diep genest: het maximum is 32 niveaus.',
      },
    });
    expect(parsed).toBe(0);
    // Just within the limit, the route still reads the body it was sent.
    const fine = `${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}`;
    expect(await (await send(fine)).text()).toBe(fine);
    expect(parsed).toBe(1);
    // Shallow but wide: half a megabyte of empty arrays is refused before it is parsed.
    const wide = await send(`[${Array<string>(MAX_JSON_CONTAINERS).fill('[]').join(',')}]`);
    expect(wide.status).toBe(400);
    expect(((await wide.json()) as { error: { message: string } }).error.message).toBe(
      'De invoer bevat te veel onderdelen: het maximum is 10.000.',
    );
    expect(parsed).toBe(1);
  });

  it('leaves the body readable for a route that reads the stream itself', async () => {
    const app = new Hono()
      .use(limitBody)
      .post('/', bodyLimit({ maxSize: 100 }), async (c) => c.text(await c.req.text()));
    app.onError(handleError);
    const answer = await app.request('/', {
      method: 'POST',
      body: '{"a":[1]}',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('{"a":[1]}');
  });
});

describe('the renderer under its Content Security Policy', () => {
  it('keeps zod from probing eval once the API client is loaded', async () => {
    const original = globalThis.Function;
    let probed = 0;
    globalThis.Function = new Proxy(original, {
      apply(target, self, args: string[]) {
        probed++;
        return Reflect.apply(target, self, args);
      },
      construct(target, args: string[]) {
        probed++;
        return Reflect.construct(target, args);
      },
    });
    try {
      // The renderer's own module (a path TypeScript does not follow: it needs the DOM types).
      const apiClient = '@/lib/api-client';
      await import(/* @vite-ignore */ apiClient);
      expect(z.config().jitless).toBe(true);
      z.object({ a: z.string(), b: z.number() }).parse({ a: 'x', b: 1 });
      expect(probed).toBe(0);
    } finally {
      globalThis.Function = original;
    }
  });
});
