import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsPage } from '@/app/routes/downloads';
import { toast } from '@/components/toasts';
import { ProductList } from '@/features/admin/components/product-list';
import { stubApi, withQueries } from './api-stub';

const BEING_MADE = {
  status: 'bezig',
  message: 'De prijslijst wordt gemaakt. Probeer het zo opnieuw.',
  retryAfterSeconds: 1,
};

/** Every download the page starts: the name it saves under. */
function watchDownloads(): string[] {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:bestand' }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

/**
 * The server asks to come back after `retryAfterSeconds`: the tests that wait run on a fake
 * clock and move it on themselves, so they neither sleep nor depend on the machine's speed.
 */
const clock = {
  pass: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
};

function renderPage() {
  render(
    withQueries(
      <MemoryRouter initialEntries={['/downloads']}>
        <DownloadsPage />
      </MemoryRouter>,
    ),
  );
}

describe('the price list download', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits while the server makes the list, says so, then saves it', async () => {
    vi.useFakeTimers();
    let asks = 0;
    const asked = stubApi((url) => {
      if (!url.includes('prijslijst')) return { items: [], nextCursor: null };
      asks++;
      return asks < 3
        ? new Response(JSON.stringify(BEING_MADE), { status: 202 })
        : new Response(new Blob(['%PDF-1.7']), { status: 200 });
    });
    const saved = watchDownloads();
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Prijslijst downloaden (pdf)' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('De prijslijst wordt gemaakt.'),
    );
    expect(screen.getByRole('button', { name: 'Prijslijst maken…' })).toBeDisabled();
    // Asked again once the second the server named has passed, and again.
    expect(asks).toBe(1);
    await clock.pass(1000);
    await vi.waitFor(() => expect(asks).toBe(2));
    await clock.pass(1000);
    await vi.waitFor(() => expect(saved).toEqual(['prijslijst-warmteportaal.pdf']));
    expect(asked.filter((url) => url.includes('prijslijst'))).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: 'Prijslijst downloaden (pdf)' })).toBeEnabled();
  });

  it('shows a refusal (the hourly limit) and asks no more', async () => {
    const asked = stubApi((url) =>
      url.includes('prijslijst')
        ? new Response(
            JSON.stringify({
              error: {
                code: 'quotum_bereikt',
                message: 'Je kunt de volledige prijslijst hoogstens 3 keer per uur downloaden.',
              },
            }),
            { status: 429 },
          )
        : { items: [], nextCursor: null },
    );
    const saved = watchDownloads();
    const shown = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Prijslijst downloaden (pdf)' }));
    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(expect.stringMatching(/hoogstens 3 keer per uur/)),
    );
    expect(screen.getByRole('button', { name: 'Prijslijst downloaden (pdf)' })).toBeEnabled();
    expect(saved).toEqual([]);
    expect(asked.filter((url) => url.includes('prijslijst'))).toHaveLength(1);
  });
});

describe('the back-office CSV export', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits while the server makes the export, then saves it', async () => {
    vi.useFakeTimers();
    let asks = 0;
    stubApi((url) => {
      if (!url.includes('/export')) return { items: [], nextCursor: null };
      asks++;
      return asks < 2
        ? new Response(
            JSON.stringify({
              ...BEING_MADE,
              message: 'De export wordt gemaakt. Probeer het zo opnieuw.',
            }),
            { status: 202 },
          )
        : new Response('id;naam', { status: 200 });
    });
    const saved = watchDownloads();
    render(
      withQueries(
        <MemoryRouter initialEntries={['/beheer/producten']}>
          <ProductList />
        </MemoryRouter>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'CSV exporteren' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('De export wordt gemaakt.'),
    );
    expect(screen.getByRole('button', { name: 'Export maken…' })).toBeDisabled();
    expect(asks).toBe(1);
    await clock.pass(1000);
    await vi.waitFor(() =>
      expect(saved).toEqual([expect.stringMatching(/^producten-\d{4}-\d\d-\d\d\.csv$/)]),
    );
    expect(asks).toBe(2);
  });
});
