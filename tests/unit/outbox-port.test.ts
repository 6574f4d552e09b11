import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../src-server/collections/mail-outbox';
import type { Outbox, OutgoingMail } from '../../src-server/notify/port';
import { dealerApplication } from '../fixtures/dealer-application';
import { memoryApp } from './memory-app';

/** The API on a fresh store, with the outbox given (none: the app's default). */
function portal(outbox?: Outbox) {
  const { app, storage } = memoryApp(outbox ? { outbox } : {});
  const apply = () =>
    app.request('/api/forms/dealer-application', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(dealerApplication),
    });
  return { apply, stored: () => mailOutbox.on(storage).query() };
}

describe('the outbox createApp receives', () => {
  it('gets every mail of the app, and the store keeps none of them', async () => {
    const sent: OutgoingMail[] = [];
    const { apply, stored } = portal({
      enqueue: async (mail) => void sent.push(mail),
      replaceWaiting: async () => false,
    });
    expect((await apply()).status).toBe(201);
    expect(sent).toEqual([
      expect.objectContaining({
        to: 'tessa@testdealer.test',
        message: expect.objectContaining({ kind: 'aanvraag-ontvangen', name: 'Tessa Test' }),
      }),
    ]);
    expect(await stored()).toEqual([]);
  });

  it('without one, the store holds the message for the worker', async () => {
    const { apply, stored } = portal();
    expect((await apply()).status).toBe(201);
    expect(await stored()).toEqual([
      expect.objectContaining({ to: 'tessa@testdealer.test', status: 'wachtend', attempts: 0 }),
    ]);
  });

  it('an outbox that refuses the message never fails the action that caused it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { apply } = portal({
      enqueue: async () => {
        throw new Error('wachtrij vol');
      },
      replaceWaiting: async () => false,
    });
    expect((await apply()).status).toBe(201);
    expect(logged).toHaveBeenCalledWith('Een e-mail kon niet in de wachtrij:', expect.any(Error));
    logged.mockRestore();
  });
});
