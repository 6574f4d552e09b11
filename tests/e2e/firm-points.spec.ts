import { expect, test } from '@playwright/test';
import { paths } from '../../src-renderer/src/config/paths';
import { fillCart } from './every-route';
import { freshFirm } from './fresh-firm';
import { login, logout } from './support';

test('a colleague spends the firm’s points at checkout, and the eigenaar sees who did', async ({
  page,
}) => {
  const firm = await freshFirm({ members: ['inkoper'], points: 2000 });
  const inkoper = firm.inkoper;
  if (!inkoper) throw new Error('De inkoper is niet uitgenodigd');

  // The back-office credited the eigenaar; the inkoper spends the same, the firm's, points.
  await login(page, inkoper);
  await fillCart(page);
  await page.goto(paths.checkout);
  const balance = page
    .getByText('Spaarpunten van je bedrijf', { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText('2.000');
  await page.getByLabel('Afleveradres', { exact: true }).fill('Kanaalweg 12, 3526 KL Utrecht');
  await page.getByLabel(/Spaarpunten inwisselen/).fill('100');
  await page.getByRole('button', { name: 'Controleren' }).click();
  await page.getByRole('button', { name: 'Bestelling plaatsen' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /Bestelling WP-/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace('Bestelling ', '');
  await logout(page);

  await login(page, firm.owner);
  await page.goto(paths.dashboard);
  const points = page.getByRole('region', { name: 'Spaarpunten van je bedrijf' });
  await expect(points.getByText(/^Saldo:/)).toContainText('1.900 punten');
  // The colleague was invited by e-mail address only: the ledger names them by it.
  await expect(
    points.getByRole('row', { name: new RegExp(`Ingewisseld bij bestelling ${number}`) }),
  ).toContainText(inkoper.email);
  // The starting points were the back-office's correction: no colleague is named beside it.
  const correction = points.getByRole('row', { name: /Correctie door Warmteportaal/ });
  await expect(correction).toContainText('+2.000');
  await expect(correction).not.toContainText(firm.owner.firstName);
});
