import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './server';

let api: ApiServer;
let baseUrl: string;
const signIn = (email: string, password: string) => api.signIn(email, password);
/** A sign-in account at the emulator, with the tests' password. */
const account = (uid: string, email: string) =>
  api.auth.createUser({ uid, email, password: 'Geheim123!' });

beforeAll(async () => {
  api = await startApiServer('api-me');
  baseUrl = api.baseUrl;
  await account('api-installer', 'api@warmteportaal.test');
  await account('api-zonder-profiel', 'leeg@warmteportaal.test');
  await api.storage.set('users', 'api-installer', {
    email: 'api@warmteportaal.test',
    firstName: 'Pim',
    company: 'Pim Installaties',
    discount: 5,
  });
});

afterAll(() => api.stop());

describe('GET /api/me over HTTP with the Auth emulator', () => {
  it('returns the signed-in user their own profile', async () => {
    const token = await signIn('api@warmteportaal.test', 'Geheim123!');
    const response = await fetch(`${baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: 'api-installer',
      email: 'api@warmteportaal.test',
      firstName: 'Pim',
      company: 'Pim Installaties',
      discount: 5,
      // The points this member can spend: their firm's, which has none yet.
      rewardPoints: 0,
    });
  });

  it('answers 401 without a token and with a forged one', async () => {
    expect((await fetch(`${baseUrl}/api/me`)).status).toBe(401);
    const forged = await fetch(`${baseUrl}/api/me`, {
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { error: { message: string } }).error.message).toBe(
      'Je bent niet ingelogd. Log opnieuw in.',
    );
  });

  it('answers 404 with a Dutch message for an account without a profile', async () => {
    const token = await signIn('leeg@warmteportaal.test', 'Geheim123!');
    const response = await fetch(`${baseUrl}/api/me`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'profiel_niet_gevonden',
    );
  });

  it("answers each token with its own account's profile, and refuses it once that profile is gone", async () => {
    // What the portal decides, not what the emulator does: the verified token's uid picks
    // the profile, and a still-valid token is no way in once its profile is removed.
    await account('api-weg', 'weg@warmteportaal.test');
    await api.storage.set('users', 'api-weg', {
      email: 'weg@warmteportaal.test',
      company: 'Weg Techniek',
    });
    const me = async (token: string) => {
      const response = await fetch(`${baseUrl}/api/me`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const leaving = await signIn('weg@warmteportaal.test', 'Geheim123!');
    const staying = await signIn('api@warmteportaal.test', 'Geheim123!');
    expect((await me(leaving)).body).toMatchObject({ id: 'api-weg', company: 'Weg Techniek' });
    expect((await me(staying)).body).toMatchObject({
      id: 'api-installer',
      company: 'Pim Installaties',
    });

    await api.storage.delete('users', 'api-weg');
    expect(await me(leaving)).toMatchObject({
      status: 404,
      body: { error: { code: 'profiel_niet_gevonden' } },
    });
    expect((await me(staying)).status).toBe(200);
  });
});
