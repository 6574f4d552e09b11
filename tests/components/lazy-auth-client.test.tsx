import type { User } from 'firebase/auth';
import { describe, expect, it, vi } from 'vitest';
import { lazyAuthClient, type AuthClient } from '@/features/auth/auth-client';

const user = { uid: 'u1', email: 'a@b.nl' } as unknown as User;

/** The real client, as the SDK behaves: tells each new listener the current user. */
function realClient(signedIn: boolean) {
  const listeners = new Set<(next: User | null) => void>();
  let current = signedIn ? user : null;
  const client: AuthClient = {
    onChange: (listener) => {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => void listeners.delete(listener);
    },
    signIn: vi.fn(async () => {
      current = user;
      listeners.forEach((listener) => listener(current));
    }),
    signOut: vi.fn(async () => {
      current = null;
      listeners.forEach((listener) => listener(current));
    }),
  };
  return client;
}

function setUp(stored: () => Promise<boolean>, real = realClient(false)) {
  const load = vi.fn(async () => real);
  const client = lazyAuthClient({ stored, load });
  const seen: (string | null)[] = [];
  const stop = client.onChange((next) => seen.push(next?.uid ?? null));
  return { client, load, real, seen, stop };
}

describe('the sign-in service loads only when needed', () => {
  it('reports a visitor signed out without loading it', async () => {
    const { load, seen } = setUp(async () => false);
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads it at once for a stored session, which then reports the user', async () => {
    const { load, seen } = setUp(async () => true, realClient(true));
    await vi.waitFor(() => expect(seen).toEqual(['u1']));
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads it for a sign-in, with the listeners attached before signing in', async () => {
    const { client, real, seen } = setUp(async () => false);
    await vi.waitFor(() => expect(seen).toEqual([null]));
    await client.signIn('a@b.nl', 'geheim');
    expect(real.signIn).toHaveBeenCalledWith('a@b.nl', 'geheim');
    expect(seen).toContain('u1');
    await client.signOut();
    expect(seen.at(-1)).toBeNull();
  });

  it('signs nobody out when nothing was loaded', async () => {
    const { client, load, real } = setUp(async () => false);
    await client.signOut();
    expect(load).not.toHaveBeenCalled();
    expect(real.signOut).not.toHaveBeenCalled();
  });

  it('finds a session stored by another tab when the page gets focus again', async () => {
    let stored = false;
    const { load, seen } = setUp(async () => stored, realClient(true));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    stored = true;
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(seen).toEqual([null, 'u1']));
    expect(load).toHaveBeenCalledOnce();
  });

  it('lets the service decide when the storage cannot be read', async () => {
    const { load, seen } = setUp(() => Promise.reject(new Error('geen IndexedDB')));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(load).toHaveBeenCalledOnce();
  });

  it('shows the page signed out when the service fails to load, and tries again to sign in', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const real = realClient(false);
    const load = vi
      .fn<() => Promise<AuthClient>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(real);
    const client = lazyAuthClient({ stored: async () => true, load });
    const seen: (string | null)[] = [];
    client.onChange((next) => seen.push(next?.uid ?? null));
    await vi.waitFor(() => expect(seen).toEqual([null]));
    expect(error).toHaveBeenCalled();
    await client.signIn('a@b.nl', 'geheim');
    expect(seen.at(-1)).toBe('u1');
    error.mockRestore();
  });
});
