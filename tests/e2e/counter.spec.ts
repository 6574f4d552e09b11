import { expect, test, type Page } from '@playwright/test';
import { freshFirm, type FreshFirm } from './fresh-firm';
import { login, openAs, openFromMenu } from './support';

// A dealer's firm of its own: the orders placed at its counter are its own.
let dealer: FreshFirm;
test.beforeAll(async () => {
  dealer = await freshFirm({ role: 'dealer' });
});

/**
 * The counter with the keyboard alone: every key the test presses is counted, and a 3-line
 * pick-up order must take fewer than 30. The mouse is never used after signing in.
 */
class Keys {
  count = 0;
  constructor(private readonly page: Page) {}
  async type(text: string) {
    this.count += text.length;
    await this.page.keyboard.type(text);
  }
  async press(key: string) {
    this.count += 1;
    await this.page.keyboard.press(key);
  }
}

const code = (page: Page) => page.getByRole('textbox', { name: 'Artikelnummer of EAN' });
const lines = (page: Page) => page.getByRole('table', { name: 'Regels van deze verkoop' });

/** The dealer at the counter types a code into the focused code field and presses Enter. */
async function scanAtCounter(page: Page, typed: string) {
  await openAs(page, dealer.owner, '/balie');
  await expect(code(page)).toBeFocused();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
}

test.describe('counter (balie)', () => {
  test('three pick-up orders of three lines, each in under 30 keys', async ({ page }) => {
    await login(page, dealer.owner);
    await openFromMenu(page, 'Balie');
    await expect(code(page)).toBeFocused();
    const client = page.getByRole('combobox', { name: 'Klant' });
    await expect(client.getByRole('option', { name: 'Losse verkoop' })).toHaveCount(1);

    const orders = [
      // Dashes, case and spaces ignored; `*3` sets the next line's quantity.
      { scans: ['nwbv50', '*3', 'nw tb001', 'NW-BV100'], quantities: ['1', '3', '1'] },
      // Enter again on the same code adds another.
      { scans: ['nwtb001', '', 'nwbv50', 'nwbv100'], quantities: ['2', '1', '1'] },
      { scans: ['nwbv100', 'nwtb001', 'nwbv50'], quantities: ['1', '1', '1'] },
    ];
    const placed: string[] = [];
    for (const order of orders) {
      const keys = new Keys(page);
      for (const scan of order.scans) {
        await keys.type(scan);
        await keys.press('Enter');
      }
      await expect(lines(page).getByRole('row')).toHaveCount(4);
      const quantities = lines(page).getByRole('spinbutton');
      await expect(quantities).toHaveCount(3);
      for (const [index, quantity] of order.quantities.entries()) {
        await expect(quantities.nth(index)).toHaveValue(quantity);
      }
      await expect(
        page.getByRole('rowheader', { name: 'Totaal excl. btw', exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole('rowheader', { name: 'Totaal incl. btw', exact: true }),
      ).toBeVisible();
      await keys.press('F9');
      const status = page.getByRole('status').filter({ hasText: /Bestelling .* geplaatst/ });
      await expect(status).toBeVisible();
      const number = /Bestelling (\S+) geplaatst/.exec((await status.textContent()) ?? '')?.[1];
      expect(number).toBeTruthy();
      expect(placed).not.toContain(number);
      placed.push(number ?? '');
      await expect(page.getByRole('button', { name: 'Paklijst afdrukken' })).toBeVisible();
      await expect(page.getByRole('img', { name: `Streepjescode ${number}` })).toBeVisible();
      await expect(code(page)).toBeFocused();
      console.log(`Bestelling ${number}: ${keys.count} toetsen`);
      expect(keys.count).toBeLessThan(30);
    }
    expect(new Set(placed).size).toBe(3);
  });

  test('an unknown code says so, shows the closest codes and is selected for the next scan', async ({
    page,
  }) => {
    await scanAtCounter(page, 'nwbv55');
    await expect(page.getByText(/Onbekende code “nwbv55”\. Bedoel je .*NW-BV50/)).toBeVisible();
    expect(
      await code(page).evaluate((input: HTMLInputElement) => [
        input.selectionStart,
        input.selectionEnd,
      ]),
    ).toEqual([0, 6]);
    await expect(lines(page)).toHaveCount(0);

    await page.keyboard.type('nwbv50');
    await page.keyboard.press('Enter');
    await expect(lines(page).getByRole('spinbutton')).toHaveValue('1');
    await expect(page.getByRole('rowheader', { name: 'Totaal incl. btw' })).toBeVisible();
    // For a person to look at: the counter at a desk and on a phone.
    await page.screenshot({ path: test.info().outputPath('balie-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: test.info().outputPath('balie-375.png'), fullPage: true });
  });

  test('on the web, placing without a connection says so in Dutch and keeps the bon', async ({
    page,
    context,
  }) => {
    await scanAtCounter(page, 'nwbv50');
    await expect(lines(page).getByRole('spinbutton')).toHaveValue('1');
    await expect(page.getByRole('rowheader', { name: 'Totaal incl. btw' })).toBeVisible();
    await context.setOffline(true);
    await page.keyboard.press('F9');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'De bestelling kon niet worden verstuurd: er is geen verbinding.' }),
    ).toBeVisible();
    await expect(lines(page).getByRole('spinbutton')).toHaveValue('1');
    await expect(page.getByRole('link', { name: /^Wachtrij/ })).toHaveCount(0);
    await context.setOffline(false);
  });
});
