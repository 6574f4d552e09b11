import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@shared/schemas/page';
import type { Ticket, TicketSummary } from '@shared/schemas/support';
import { orders } from '../../src-server/collections/orders';
import { readyOrder } from '../support/invoice-sequence';
import { storeProducts } from '../support/stored-products';
import { apiHarness } from './harness';

const api = apiHarness('support');
let owner: string;
let other: string;
let admin: string;

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

function form(fields: Record<string, string>, files: { name: string; body: Uint8Array }[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files) data.append('bijlagen', new Blob([file.body]), file.name);
  return data;
}

async function newTicket(subject = 'Foutcode E4'): Promise<Ticket> {
  const response = await postTicket(
    form({ subject, category: 'technische_vraag', body: 'Wat betekent E4?' }),
  );
  expect(response.status).toBe(201);
  return response.json;
}

/** The owner's `POST /api/tickets`: a form as the page sends it, or JSON. */
function postTicket(body: unknown) {
  return api.call<Ticket>(owner, 'POST', '/api/tickets', body);
}

beforeAll(async () => {
  [owner, other, admin] = await Promise.all([
    api.user('eigenaar', { lastName: 'Eigen', company: 'Eigen BV' }),
    api.user('ander'),
    api.user('beheer', { role: 'admin' }),
  ]);
  await storeProducts(api.storage, { 'nw-aw8': { name: 'Aquaris 8 kW', modelNumber: 'NW-AW8' } });
});

describe('support tickets of a user', () => {
  it('creates a ticket with a product and attachments checked by content', async () => {
    const response = await postTicket(
      form({ subject: 'Storing', category: 'product', body: 'Zie foto.', productId: 'nw-aw8' }, [
        { name: 'foto.png', body: PNG },
        { name: 'rapport.pdf', body: PDF },
      ]),
    );
    expect(response).toMatchObject({
      status: 201,
      json: {
        subject: 'Storing',
        status: 'open',
        productName: 'Aquaris 8 kW',
        userName: 'eigenaar Eigen, Eigen BV',
      },
    });
    const attachments = response.json.messages[0]?.attachments ?? [];
    expect(attachments.map((a) => a.contentType)).toEqual(['image/png', 'application/pdf']);
    const download = await fetch(
      `${api.baseUrl}/api/tickets/${response.json.id}/attachments/${attachments[0]?.id}`,
      { headers: { authorization: `Bearer ${owner}` } },
    );
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(PNG);
  });

  it('refuses a file that only claims to be a picture, and one over 10 MB', async () => {
    const fake = await postTicket(
      form({ subject: 'X', category: 'product', body: 'Y' }, [
        { name: 'foto.jpg', body: new TextEncoder().encode('MZ this is a program') },
      ]),
    );
    expect(fake.status).toBe(400);
    expect(fake.json.error?.message).toBe(
      'foto.jpg is geen jpg, png of pdf. Alleen die bestandssoorten zijn toegestaan.',
    );
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF);
    const tooBig = await postTicket(
      form({ subject: 'X', category: 'product', body: 'Y' }, [{ name: 'groot.pdf', body: big }]),
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.error?.message).toBe('groot.pdf is groter dan 10 MB.');
    const list = await api.call<Page<TicketSummary>>(owner, 'GET', '/api/tickets');
    expect(list.json.items.map((t) => t.subject)).not.toContain('X');
  });

  it('validates the fields in Dutch', async () => {
    const response = await postTicket({ subject: '', category: 'klacht', body: 'x' });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields).toMatchObject({
      subject: 'Vul een onderwerp in.',
      category: 'Kies een categorie.',
    });
  });

  it('moves open → beantwoord → open → gesloten and marks the answer unread', async () => {
    const ticket = await newTicket();
    const answer = await api.call<Ticket>(
      admin,
      'POST',
      `/api/admin/tickets/${ticket.id}/messages`,
      {
        body: 'Controleer het filter.',
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.json.status).toBe('beantwoord');
    expect(answer.json.messages.at(-1)).toMatchObject({ author: 'support' });

    expect(
      (await api.call<{ count: number }>(owner, 'GET', '/api/tickets/unread')).json.count,
    ).toBe(1);
    const opened = await api.call<Ticket>(owner, 'GET', `/api/tickets/${ticket.id}`);
    expect(opened.json.unreadAnswer).toBe(false);
    expect(
      (await api.call<{ count: number }>(owner, 'GET', '/api/tickets/unread')).json.count,
    ).toBe(0);

    const reply = await api.call<Ticket>(owner, 'POST', `/api/tickets/${ticket.id}/messages`, {
      body: 'Filter was vuil, nu werkt hij.',
    });
    expect(reply.json.status).toBe('open');
    const reopenByHand = await api.call(owner, 'PATCH', `/api/tickets/${ticket.id}/status`, {
      status: 'beantwoord',
    });
    expect(reopenByHand.status).toBe(400);
    const closed = await api.call<Ticket>(owner, 'PATCH', `/api/tickets/${ticket.id}/status`, {
      status: 'gesloten',
    });
    expect(closed.json.status).toBe('gesloten');
    // A reply on a closed question opens it again.
    const again = await api.call<Ticket>(owner, 'POST', `/api/tickets/${ticket.id}/messages`, {
      body: 'Toch nog een vraag.',
    });
    expect(again.json.status).toBe('open');
    const byAdmin = await api.call<Ticket>(
      admin,
      'PATCH',
      `/api/admin/tickets/${ticket.id}/status`,
      {
        status: 'gesloten',
      },
    );
    expect(byAdmin.json.status).toBe('gesloten');
  });

  it('lists own tickets newest activity first, paged', async () => {
    await newTicket('Eerste');
    await newTicket('Tweede');
    const first = await api.call<Page<TicketSummary>>(owner, 'GET', '/api/tickets?limit=1');
    expect(first.json.items.map((t) => t.subject)).toEqual(['Tweede']);
    expect(first.json.nextCursor).toEqual(expect.any(String));
    const second = await api.call<Page<TicketSummary>>(
      owner,
      'GET',
      `/api/tickets?limit=1&cursor=${first.json.nextCursor}`,
    );
    expect(second.json.items.map((t) => t.subject)).toEqual(['Eerste']);
    const others = await api.call<Page<TicketSummary>>(other, 'GET', '/api/tickets');
    expect(others.json.items).toEqual([]);
  });

  it("answers 404 to another user on every endpoint with a ticket's id", async () => {
    const ticket = await newTicket('Privé');
    const attachmentTicket = await postTicket(
      form({ subject: 'Met bijlage', category: 'garantie', body: 'Zie pdf' }, [
        { name: 'a.pdf', body: PDF },
      ]),
    );
    const attachmentId = attachmentTicket.json.messages[0]?.attachments[0]?.id;
    const attempts = [
      api.call(other, 'GET', `/api/tickets/${ticket.id}`),
      api.call(other, 'POST', `/api/tickets/${ticket.id}/messages`, { body: 'Hoi' }),
      api.call(other, 'PATCH', `/api/tickets/${ticket.id}/status`, { status: 'gesloten' }),
      api.call(
        other,
        'GET',
        `/api/tickets/${attachmentTicket.json.id}/attachments/${attachmentId}`,
      ),
    ];
    for (const attempt of await Promise.all(attempts)) expect(attempt.status).toBe(404);
    const unchanged = await api.call<Ticket>(owner, 'GET', `/api/tickets/${ticket.id}`);
    expect(unchanged.json.messages).toHaveLength(1);
    expect(unchanged.json.status).toBe('open');
    // Attachments are never served by the public files route.
    const files = await fetch(`${api.baseUrl}/api/files/tickets/${attachmentTicket.json.id}`);
    expect(files.status).toBe(404);
  });

  it("refuses an order that is not the user's own", async () => {
    await orders.on(api.storage).set('order-van-ander', readyOrder('support-ander', 'WP-1'));
    const response = await postTicket({
      subject: 'Bestelling',
      category: 'bestelling',
      body: 'Waar blijft hij?',
      orderId: 'order-van-ander',
    });
    expect(response.status).toBe(400);
    expect(response.json.error?.fields?.orderId).toBe('Deze bestelling bestaat niet.');
  });
});

describe('admin ticket endpoints', () => {
  it('refuse non-admins with 403', async () => {
    const ticket = await newTicket('Voor beheer');
    const withFile = await postTicket(
      form({ subject: 'Bijlage voor beheer', category: 'garantie', body: 'Zie pdf' }, [
        { name: 'a.pdf', body: PDF },
      ]),
    );
    const attachmentId = withFile.json.messages[0]?.attachments[0]?.id ?? '';
    const attempts = [
      // The ticket's own member, even for their own attachment, on support's side of it.
      api.call(owner, 'GET', `/api/admin/tickets/${withFile.json.id}/attachments/${attachmentId}`),
      api.call(owner, 'GET', '/api/admin/tickets'),
      api.call(owner, 'GET', `/api/admin/tickets/${ticket.id}`),
      api.call(owner, 'POST', `/api/admin/tickets/${ticket.id}/messages`, {
        body: 'Ik ben support',
      }),
      api.call(owner, 'PATCH', `/api/admin/tickets/${ticket.id}/status`, { status: 'beantwoord' }),
    ];
    for (const attempt of await Promise.all(attempts)) {
      expect(attempt.status).toBe(403);
      expect(attempt.json.error?.message).toBe('Alleen beheerders mogen dit doen.');
    }
    expect((await api.call(null, 'GET', '/api/admin/tickets')).status).toBe(401);
    const forSupport = await fetch(
      `${api.baseUrl}/api/admin/tickets/${withFile.json.id}/attachments/${attachmentId}`,
      { headers: { authorization: `Bearer ${admin}` } },
    );
    expect(forSupport.status).toBe(200);
  });

  it('list every ticket with a status filter and 404 for an unknown id', async () => {
    const all = await api.call<Page<TicketSummary>>(admin, 'GET', '/api/admin/tickets?limit=100');
    expect(all.json.items.length).toBeGreaterThan(3);
    const closed = await api.call<Page<TicketSummary>>(
      admin,
      'GET',
      '/api/admin/tickets?status=gesloten',
    );
    expect(closed.json.items.every((t) => t.status === 'gesloten')).toBe(true);
    expect((await api.call(admin, 'GET', '/api/admin/tickets?status=kapot')).status).toBe(400);
    expect((await api.call(admin, 'GET', '/api/admin/tickets/bestaat-niet')).status).toBe(404);
  });
});
