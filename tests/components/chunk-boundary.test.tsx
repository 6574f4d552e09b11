import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary, isChunkLoadError } from '@/components/chunk-boundary';

const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

function Page({ fail }: { fail: { now: boolean } }) {
  if (fail.now) throw chunkError;
  return <h1>Over ons</h1>;
}

describe('ChunkBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the page is offline and loads it once the connection returns', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fail = { now: true };
    const onRetry = vi.fn(() => {
      fail.now = false;
    });
    render(<ChunkBoundary onRetry={onRetry}>{() => <Page fail={fail} />}</ChunkBoundary>);
    expect(screen.getByRole('heading', { name: 'Je bent offline' })).toBeInTheDocument();

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Over ons' })).toBeInTheDocument();
  });

  it('offers to try again when online, and passes other errors on', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fail = { now: true };
    render(
      <ChunkBoundary onRetry={() => (fail.now = false)}>
        {() => <Page fail={fail} />}
      </ChunkBoundary>,
    );
    expect(
      screen.getByRole('heading', { name: 'Deze pagina kon niet worden geladen' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(screen.getByRole('heading', { name: 'Over ons' })).toBeInTheDocument();

    const Broken = () => {
      throw new Error('kapot');
    };
    expect(() =>
      render(<ChunkBoundary onRetry={() => undefined}>{() => <Broken />}</ChunkBoundary>),
    ).toThrow('kapot');
    expect(isChunkLoadError(new Error('kapot'))).toBe(false);
    expect(isChunkLoadError(chunkError)).toBe(true);
  });
});
