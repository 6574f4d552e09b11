import { describe, expect, it } from 'vitest';
import { uidApp } from '../support/uid-app';
import { mailOutbox } from '../../src-server/collections/mail-outbox';
import { renderMail } from '../../src-server/notify/templates';
import { approveOrder, rejectOrder } from '../../src-server/orders/approval';
import { approvalCount } from '../../src-server/orders/approval-count';
import { placeOrder } from '../../src-server/orders/place-order';
import { seedFirm } from '../support/company-scenario';
import { freshSqliteStorage } from '../support/fresh-storage';

const now = new Date('2026-11-22T10:00:00Z');
const clock = { now: () => now };

/** A delivered order with the job's context, above the monteur's € 2.500 per order. */
const forTheJob = (productId: string) => ({
  lines: [{ productId, quantity: 1 }],
  delivery: 'bezorgen' as const,
  pointsToRedeem: 0,
  address: 'Dorpsstraat 1, 1234 AB Ergens',
  reference: 'Project Jansen',
  notes: 'Bellen bij aankomst',
});

describe('approvals announced', () => {
  const storage = freshSqliteStorage();
  const mails = async () => mailOutbox.on(storage()).query();

  it("mails the firm's approvers, never the orderer, with the job and why it waits", async () => {
    const firm = await seedFirm(storage(), 'aan');
    const { order } = await placeOrder(storage(), clock, firm.fitter, 'sleutel-aan-1', {
      ...forTheJob('aan-pomp'),
    });
    expect(order.status).toBe('wacht_op_goedkeuring');

    const asked = (await mails()).filter((mail) => mail.message.kind === 'goedkeuring-gevraagd');
    expect(asked.map((mail) => mail.to).sort()).toEqual([
      'aan-eigenaar@warmteportaal.test',
      'aan-inkoper@warmteportaal.test',
    ]);
    const [first] = asked;
    if (!first) throw new Error('Geen e-mail aan de goedkeurders');
    const text = renderMail(first.message, 'https://portaal.test').text;
    expect(first.subject).toBe(
      `Bestelling ${order.number} van monteur Test wacht op je goedkeuring`,
    );
    for (const fact of [
      `1 × ${order.lines.map((line) => line.name).join('')}`,
      'Afleveradres: Dorpsstraat 1, 1234 AB Ergens.',
      'Referentie: Project Jansen.',
      'Opmerkingen: Bellen bij aankomst.',
      'Klant: geen.',
      'hoger dan de limiet per bestelling van monteur Test (€\u00a02.500,00)',
      'https://portaal.test/goedkeuren',
    ]) {
      expect(text).toContain(fact);
    }
    // Nothing for the monteur yet: the order is not received until it is approved.
    expect((await mails()).filter((mail) => mail.to.startsWith('aan-monteur'))).toEqual([]);
  });

  it('counts what waits for each approver, their own orders left out', async () => {
    const firm = await seedFirm(storage(), 'tel');
    for (const key of ['sleutel-tel-1', 'sleutel-tel-2']) {
      await placeOrder(storage(), clock, firm.fitter, key, forTheJob('tel-pomp'));
    }
    expect(await approvalCount(storage(), firm.buyer)).toEqual({ waiting: 2 });
    expect(await approvalCount(storage(), firm.owner)).toEqual({ waiting: 2 });
    expect(await approvalCount(storage(), firm.fitter)).toEqual({ waiting: 0 });
    expect(await approvalCount(storage(), firm.outsider)).toEqual({ waiting: 0 });
    // An inkoper with a limit of their own does not count their own waiting order.
    await storage().update('users', firm.buyer, { limitPerOrderCents: 100000 });
    await placeOrder(storage(), clock, firm.buyer, 'sleutel-tel-3', forTheJob('tel-pomp'));
    expect(await approvalCount(storage(), firm.buyer)).toEqual({ waiting: 2 });
    expect(await approvalCount(storage(), firm.owner)).toEqual({ waiting: 3 });
  });

  it('answers the count at GET /api/approvals/aantal, signed in only', async () => {
    const firm = await seedFirm(storage(), 'api');
    await placeOrder(storage(), clock, firm.fitter, 'sleutel-api-1', forTheJob('api-pomp'));
    const app = uidApp(storage(), clock);
    const ask = (token?: string) =>
      app.request('/api/approvals/aantal', {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect(await (await ask(firm.buyer)).json()).toEqual({ waiting: 1 });
    expect(await (await ask(firm.fitter)).json()).toEqual({ waiting: 0 });
    expect((await ask()).status).toBe(401);
  });

  it('mails the orderer the decision: approved by whom, rejected with the reason', async () => {
    const firm = await seedFirm(storage(), 'bes');
    const first = await placeOrder(storage(), clock, firm.fitter, 'sleutel-bes-1', {
      ...forTheJob('bes-pomp'),
    });
    const second = await placeOrder(storage(), clock, firm.fitter, 'sleutel-bes-2', {
      ...forTheJob('bes-pomp'),
    });
    await approveOrder(storage(), clock, firm.buyer, first.order.id, {
      expectedTotalInclVat: first.order.totalInclVat,
    });
    await rejectOrder(storage(), clock, firm.owner, second.order.id, 'Past niet in het budget');

    const decided = (await mails())
      .filter((mail) => mail.message.kind === 'goedkeuring-besluit')
      .map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: renderMail(mail.message, '').text,
      }));
    expect(decided.map(({ to, subject }) => [to, subject]).sort()).toEqual(
      [
        ['bes-monteur@warmteportaal.test', `Bestelling ${first.order.number} is goedgekeurd`],
        ['bes-monteur@warmteportaal.test', `Bestelling ${second.order.number} is afgewezen`],
      ].sort(),
    );
    const rejection = decided.find((mail) => mail.subject.endsWith('afgewezen'));
    expect(rejection?.text).toContain('eigenaar Test heeft je bestelling');
    expect(rejection?.text).toContain('Reden: Past niet in het budget');
  });
});
