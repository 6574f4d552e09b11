import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ROUTES,
  openCheckoutReview,
  SAMPLE_PRODUCT,
  settled,
  visitEveryRoute,
  visitRoutes,
} from './every-route';
import { freshFirm, placedOrder } from './fresh-firm';
import { login } from './support';

test.use({ viewport: { width: 375, height: 740 } });
test.describe.configure({ timeout: 120_000 });

async function sidewaysScroll(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

async function expectNoSidewaysScroll(page: Page, route: string) {
  const { scrollWidth, innerWidth } = await sidewaysScroll(page);
  expect({ route, scrollWidth }).toEqual({ route, scrollWidth: Math.min(scrollWidth, innerWidth) });
}

/**
 * Words that the browser broke over two lines: in labels and headings any word (a break after
 * a hyphen or slash is a proper one), in e-mail addresses anywhere but after `@` or a dot.
 * Each piece's text range must lie on one line (Range.getClientRects gives a box per line).
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = (node: Text, start: number, end: number) => {
      const range = document.createRange();
      range.setStart(node, start);
      range.setEnd(node, end);
      const tops = Array.from(range.getClientRects())
        .filter((box) => box.width > 0)
        .map((box) => Math.round(box.top));
      return new Set(tops).size;
    };
    const piecesOf = (node: Text, pattern: RegExp) =>
      [...(node.textContent ?? '').matchAll(pattern)].map((match) => ({
        start: match.index,
        end: match.index + match[0].length,
        text: match[0],
      }));
    const found: string[] = [];
    const textsIn = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only sits in a 1 px box: it is never read on screen.
        const box = node.parentElement?.getBoundingClientRect();
        if (box && box.width > 1 && box.height > 1) texts.push(node as Text);
      }
      return texts;
    };
    const labels = 'label, legend, h1, h2, h3, h4, h5, h6, th, dt, [role="heading"], .label';
    for (const element of Array.from(document.querySelectorAll(labels))) {
      for (const node of textsIn(element)) {
        for (const piece of piecesOf(node, /[^\s\-/]+-?/g)) {
          if (lines(node, piece.start, piece.end) > 1)
            found.push(`${element.tagName}: ${piece.text}`);
        }
      }
    }
    // Labels drawn by CSS (`content: attr(data-label)`, as stacked tables on a phone do): a
    // span stands in for the ::before with its computed style and is measured the same way.
    const probe = document.createElement('style');
    probe.textContent = '.word-probe::before { content: none !important; }';
    document.head.append(probe);
    for (const element of Array.from(document.querySelectorAll('[data-label]'))) {
      const before = getComputedStyle(element, '::before');
      if (['none', 'normal'].includes(before.content) || before.display === 'none') continue;
      const style = Array.from(before).map((name) => [name, before.getPropertyValue(name)]);
      const stand = document.createElement('span');
      for (const [name, value] of style) stand.style.setProperty(name ?? '', value ?? '');
      stand.textContent = element.getAttribute('data-label');
      element.classList.add('word-probe');
      element.prepend(stand);
      for (const node of textsIn(stand)) {
        for (const piece of piecesOf(node, /[^\s\-/]+-?/g)) {
          if (lines(node, piece.start, piece.end) > 1) found.push(`label: ${piece.text}`);
        }
      }
      stand.remove();
      element.classList.remove('word-probe');
    }
    probe.remove();
    // An address breaks only after `@` or a dot: each piece up to one of those on one line.
    // The kit's address puts a <wbr> there, so each of its text nodes is such a piece.
    for (const node of textsIn(document.body)) {
      const text = node.textContent ?? '';
      if (node.parentElement?.closest('.email-address')) {
        if (text && lines(node, 0, text.length) > 1) found.push(`e-mail: ${text}`);
        continue;
      }
      for (const address of piecesOf(node, /[^\s@]+@[^\s@]+\.[^\s@]+/g)) {
        for (const piece of address.text.matchAll(/[^@.]+[@.]?/g)) {
          const start = address.start + piece.index;
          if (lines(node, start, start + piece[0].length) > 1) found.push(`e-mail: ${piece[0]}`);
        }
      }
    }
    return found;
  });
}

for (const as of ['bezoeker', 'ingelogd'] as const) {
  test(`no route scrolls sideways or breaks a word at 375 px (${as})`, async ({ page }) => {
    await visitEveryRoute(page, as, async (route) => {
      await expectNoSidewaysScroll(page, route);
      expect.soft({ route, broken: await brokenWords(page) }).toEqual({ route, broken: [] });
    });
  });
}

test('no back-office page breaks a word at 375 px', async ({ page }) => {
  // A record of its own on /beheer/e-mail: the order mail to a firm of its own. The page lists
  // other tests' mail too; each address there is laid out whole between its @ and dots.
  const { owner } = await freshFirm();
  await placedOrder(owner, { lines: [{ productId: SAMPLE_PRODUCT, quantity: 1 }] });
  const ownMail = page.locator('.email-address').filter({ hasText: owner.email }).first();
  await login(page, 'beheerder');
  await visitRoutes(page, ADMIN_ROUTES, async (route) => {
    if (route === '/beheer/e-mail') {
      // The outbox sends within a second or so; the list shows what had arrived when it loaded.
      await expect(async () => {
        await page.reload();
        await settled(page);
        await expect(ownMail).toBeVisible({ timeout: 5000 });
      }).toPass({ timeout: 45_000 });
    }
    expect.soft({ route, broken: await brokenWords(page) }).toEqual({ route, broken: [] });
  });
});

test('on a phone the checkout review shows its total and the order button', async ({ page }) => {
  await openCheckoutReview(page);
  // Focus goes to the review, so a screen reader starts there.
  await expect(page.getByRole('heading', { name: 'Controleer je bestelling' })).toBeFocused();
  const place = page.getByRole('button', { name: 'Bestelling plaatsen' });
  await expect(place).toBeEnabled();
  for (const target of [page.getByTestId('total-incl-vat'), place]) {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  }
  await expectNoSidewaysScroll(page, 'controleren');
});

test('the menu button opens and closes the menu', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Catalogus' })).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('link', { name: 'Catalogus' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogus' })).toBeFocused();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the sub-navigation and the back-office tabs show and say that more items follow', async ({
  page,
}) => {
  await login(page, 'beheerder');
  for (const [route, name] of [
    ['/dashboard', 'Mijn portaal'],
    ['/beheer/bestellingen', 'Beheer'],
  ] as const) {
    await page.goto(route);
    await settled(page);
    const nav = page.getByRole('navigation', { name });
    // Wider than the screen: a fade with an arrow at the right edge, and a hint to read.
    await expect(nav).toHaveAttribute('data-more-after', '');
    await expect(nav).toHaveAccessibleDescription(/schuif opzij voor meer/);
    const cue = await nav.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(cue).toContain('›');
    await page.screenshot({ path: test.info().outputPath(`meer-${name}-375.png`) });
    // At the end nothing follows any more; the fade is now at the start.
    await nav.getByRole('link').last().scrollIntoViewIfNeeded();
    await expect(nav).not.toHaveAttribute('data-more-after');
    await expect(nav).toHaveAttribute('data-more-before', '');
  }
});
