import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DownloadsPage } from '@/app/routes/downloads';
import { toast } from '@/components/toasts';
import { ProductList } from '@/features/admin/components/product-list';
import { json, stubApi, withQueries } from './api-stub';

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

/**
 * Answers the download at `part` with `made` (202, being made) `times` times, then with `ready()`,
 * and anything else with an empty list; gives the download's asks so far.
 */
function madeAfter(part: string, times: number, made: object, ready: () => Response) {
  const asks: string[] = [];
  stubApi((url) => {
    if (!url.includes(part)) return { items: [], nextCursor: null };
    asks.push(url);
    return asks.length <= times ? json(202, made) : ready();
  });
  return asks;
}

/**
 * Presses `button` and sees the answer: the page says `said` while the button reads `busy`
 * and cannot be pressed, after one ask (`asks`, from `madeAfter`).
 */
async function pressWhileMade(button: string, said: string, busy: string, asks: string[]) {
  fireEvent.click(screen.getByRole('button', { name: button }));
  await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(said));
  expect(screen.getByRole('button', { name: busy })).toBeDisabled();
  expect(asks).toHaveLength(1);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

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
  it('waits while the server makes the list, says so, then saves it', async () => {
    vi.useFakeTimers();
    const asks = madeAfter(
      'prijslijst',
      2,
      BEING_MADE,
      () => new Response(new Blob(['%PDF-1.7']), { status: 200 }),
    );
    const saved = watchDownloads();
    renderPage();
    await pressWhileMade(
      'Prijslijst downloaden (pdf)',
      'De prijslijst wordt gemaakt.',
      'Prijslijst maken…',
      asks,
    );
    // Asked again once the second the server named has passed, and again.
    await clock.pass(1000);
    await vi.waitFor(() => expect(asks).toHaveLength(2));
    await clock.pass(1000);
    await vi.waitFor(() => expect(saved).toEqual(['prijslijst-warmteportaal.pdf']));
    expect(asks).toHaveLength(3);
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
  it('waits while the server makes the export, then saves it', async () => {
    vi.useFakeTimers();
    const asks = madeAfter(
      '/export',
      1,
      { ...BEING_MADE, message: 'De export wordt gemaakt. Probeer het zo opnieuw.' },
      () => new Response('id;naam', { status: 200 }),
    );
    const saved = watchDownloads();
    render(
      withQueries(
        <MemoryRouter initialEntries={['/beheer/producten']}>
          <ProductList />
        </MemoryRouter>,
      ),
    );
    await pressWhileMade('CSV exporteren', 'De export wordt gemaakt.', 'Export maken…', asks);
    await clock.pass(1000);
    await vi.waitFor(() =>
      expect(saved).toEqual([expect.stringMatching(/^producten-\d{4}-\d\d-\d\d\.csv$/)]),
    );
    expect(asks).toHaveLength(2);
  });
});
