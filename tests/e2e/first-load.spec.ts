import { expect, test, type Page } from '@playwright/test';
import { login } from './support';

/*
 * What a page makes the browser download, recognised by strings that survive minification:
 * the libraries a visitor's home page must go without (issue 10: JS on / near the floor of
 * React, React Router and Firebase Auth).
 */
const LIBRARIES = {
  // zod's core names its classes with these strings.
  zod: '$ZodType',
  // query-core's query state; react-query's message without a provider.
  'TanStack Query': 'dataUpdatedAt',
  'TanStack React Query': 'No QueryClient set',
  // goober, react-hot-toast's CSS-in-JS, puts its styles in an element with this id.
  'react-hot-toast': '_goober',
} as const;
type Library = keyof typeof LIBRARIES;

/** The code of the scripts the page fetched until the network went quiet. */
async function scriptsLoaded(page: Page, open: () => Promise<void>): Promise<string> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) {
      // A script the service worker answers from its precache has no body here: fetch it again.
      scripts.push(
        response.text().catch(() =>
          page.request
            .get(response.url())
            .then((again) => again.text())
            .catch(() => ''),
        ),
      );
    }
  });
  await open();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(scripts)).join('\n');
}

/** The libraries among the scripts the page fetched until the network went quiet. */
async function librariesLoaded(page: Page, open: () => Promise<void>): Promise<Library[]> {
  const code = await scriptsLoaded(page, open);
  return (Object.keys(LIBRARIES) as Library[]).filter((name) => code.includes(LIBRARIES[name]));
}

test("a visitor's home page loads no validation, server-state or toast code", async ({ page }) => {
  const loaded = await librariesLoaded(page, async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(loaded).toEqual([]);
});

test('the same markers are found where those libraries are used', async ({ page }) => {
  // The catalogue asks the API (TanStack Query); it checks the answers without zod (issue 23).
  const catalogue = await librariesLoaded(page, async () => {
    await page.goto('/catalogus');
    await expect(page.getByRole('article').first()).toBeVisible();
  });
  expect(catalogue).toEqual(['TanStack Query', 'TanStack React Query']);

  // Signing in checks the form and the profile (zod) and shows a toast.
  // The toast's code loads when the first toast shows: wait for it before the network quiets.
  const signedIn = await librariesLoaded(page, async () => {
    await login(page, 'installateur');
    await expect(page.getByRole('status').filter({ hasText: 'Je bent ingelogd.' })).toBeVisible();
  });
  expect(signedIn).toEqual(expect.arrayContaining(['zod', 'react-hot-toast']));
});

test('Firebase Auth loads to sign in and for a kept session, not for a visitor', async ({
  page,
}) => {
  // The SDK's own assertion message, kept by minification.
  const firebaseAuth = 'INTERNAL ASSERTION FAILED';
  const visitor = await scriptsLoaded(page, async () => {
    await page.goto('/catalogus');
    await expect(page.getByRole('article').first()).toContainText('Adviesprijs');
  });
  expect(visitor).not.toContain(firebaseAuth);

  const signingIn = await scriptsLoaded(page, () => login(page, 'installateur'));
  expect(signingIn).toContain(firebaseAuth);

  // A reload finds the kept session: the catalogue shows the installer's own prices.
  const reloaded = await scriptsLoaded(page, async () => {
    await page.goto('/catalogus');
    await expect(page.getByText(/^Jouw prijs/).first()).toBeVisible();
  });
  expect(reloaded).toContain(firebaseAuth);
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
});
