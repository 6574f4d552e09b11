import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FirestoreServer } from '@firestore-emulator/server';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildFunctions } from '../../scripts/build-functions';
import { grantAdmin } from '../../scripts/grant-admin';
import { clearFirestoreEmulator } from '../../scripts/firestore-emulator';
import { createLocalFileStore } from '../../src-server/files/local';
import { freePort } from '../../src-server/local/ports';
import { createFirebaseAccountAdmin, DEMO_ACCOUNTS } from '../../src-server/seed/accounts';
import { seed } from '../../src-server/seed/seed';
import { createFirestoreStorage } from '../../src-server/storage/firestore';
import type { Storage } from '../../src-server/storage/port';
import { startDeployedShape, type DeployedShape } from '../support/deployed-shape';

/**
 * The API in the shape it deploys: the function bundle of `npm run build:functions`, run by the
 * firebase-tools Functions emulator behind the Hosting emulator with the repository's
 * firebase.json, signing in against the Auth emulator, on the official Firestore emulator.
 */
const PROJECT_ID = 'demo-warmteportaal-deployed';
const official = inject('firestoreEmulatorHost');
const workDir = mkdtempSync(join(tmpdir(), 'wp-deployed-'));
let inProcess: FirestoreServer | undefined;
let shape: DeployedShape;
let admin: App;
let storage: Storage;

describe('deployed shape: Hosting → Cloud Function → Firestore', () => {
  beforeAll(async () => {
    let firestoreHost = official;
    if (!official) {
      console.warn(
        `[deployed] Firestore uit @firestore-emulator/server, want ${inject('firestoreEmulatorAbsent')}`,
      );
      inProcess = new FirestoreServer();
      const port = await freePort();
      await inProcess.start(port);
      firestoreHost = `127.0.0.1:${port}`;
    } else {
      await clearFirestoreEmulator(official, PROJECT_ID);
    }
    await buildFunctions();
    shape = await startDeployedShape({ projectId: PROJECT_ID, workDir, firestoreHost });

    // Demo data as an operator would load it: straight into Firestore and Auth.
    process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = shape.authHost;
    admin = initializeApp({ projectId: PROJECT_ID }, `deployed-${Date.now()}`);
    storage = createFirestoreStorage(getFirestore(admin));
    await seed({
      storage,
      files: createLocalFileStore(join(workDir, 'files')),
      accounts: createFirebaseAccountAdmin(admin),
      clock: { now: () => new Date() },
    });
  });

  afterAll(async () => {
    if (admin) await deleteApp(admin);
    await shape?.stop();
    inProcess?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  async function signIn(email: string, password: string): Promise<string> {
    const response = await fetch(
      `http://${shape.authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { idToken: string }).idToken;
  }

  it('logs in, lists the catalogue, places an order, reads it back; the first admin moves it on', async () => {
    const dealer = DEMO_ACCOUNTS.find((account) => account.profile.role === 'dealer');
    if (!dealer) throw new Error('Geen demo-dealer');
    const token = await signIn(dealer.email, dealer.password);
    const authorization = `Bearer ${token}`;

    const me = await fetch(`${shape.hostingUrl}/api/me`, { headers: { authorization } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: dealer.email, role: 'dealer' });

    const list = await fetch(`${shape.hostingUrl}/api/products?inStock=true&sort=naam&limit=5`);
    expect(list.status).toBe(200);
    const catalogue = (await list.json()) as { items: { id: string }[]; total: number };
    expect(catalogue.total).toBeGreaterThan(5);
    const productId = catalogue.items[0]?.id ?? '';

    const placed = await fetch(`${shape.hostingUrl}/api/orders`, {
      method: 'POST',
      headers: {
        authorization,
        'content-type': 'application/json',
        'idempotency-key': 'gedeployde-vorm-1',
      },
      body: JSON.stringify({
        lines: [{ productId, quantity: 2 }],
        delivery: 'afhalen',
        reference: 'Via Hosting',
      }),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: string; number: string };
    expect(order.number).toMatch(/^WP-\d{4}-\d{6}$/);

    const read = await fetch(`${shape.hostingUrl}/api/orders/${order.id}`, {
      headers: { authorization },
    });
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({
      id: order.id,
      number: order.number,
      reference: 'Via Hosting',
      lines: [{ productId, quantity: 2 }],
    });

    // The operator's first admin (npm run admin:grant) moves the order along.
    const email = 'eerste-beheerder@warmteportaal.test';
    await getAuth(admin).createUser({ email, password: 'Beheer2026!' });
    await grantAdmin(
      {
        storage,
        findUid: async (address) => (await getAuth(admin).getUserByEmail(address)).uid,
        now: new Date(),
      },
      email,
    );
    const status = await fetch(`${shape.hostingUrl}/api/admin/orders/${order.id}/status`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${await signIn(email, 'Beheer2026!')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ status: 'in_behandeling' }),
    });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ id: order.id, status: 'in_behandeling' });
  });

  it("answers with firebase.json's security headers and serves the app for page routes", async () => {
    const api = await fetch(`${shape.hostingUrl}/api/products?limit=1`);
    const page = await fetch(`${shape.hostingUrl}/catalogus/iets`);
    for (const response of [api, page]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    // The API's own CSP (no script, e.g. in an SVG opened on its own) is not weakened.
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<title>Warmteportaal</title>');
  });
});
