import { describe, expect, it } from 'vitest';
import {
  isClosedTransaction,
  retryClosedTransaction,
} from '../../src-server/storage/firestore-retry';

/** A gRPC error as the Firestore client throws it. */
function grpcError(code: number, details: string): Error {
  return Object.assign(new Error(`${code} ${details}`), { code, details });
}

const closed = () => grpcError(3, 'INVALID_ARGUMENT: Transaction is invalid or closed.');
const noPause = { pause: () => 0, sleep: async () => {} };

describe('a transaction Firestore closed under the attempt', () => {
  it('is told apart from other invalid arguments and other errors', () => {
    expect(isClosedTransaction(closed())).toBe(true);
    expect(isClosedTransaction(grpcError(3, 'INVALID_ARGUMENT: transaction has expired'))).toBe(
      true,
    );
    expect(isClosedTransaction(grpcError(3, 'INVALID_ARGUMENT: Document path is empty'))).toBe(
      false,
    );
    expect(isClosedTransaction(grpcError(9, 'Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction(new Error('Transaction is invalid or closed.'))).toBe(false);
    expect(isClosedTransaction(undefined)).toBe(false);
  });

  it('runs again until it succeeds, pausing longer each time', async () => {
    const pauses: number[] = [];
    let runs = 0;
    const result = await retryClosedTransaction(
      async () => {
        runs++;
        if (runs < 3) throw closed();
        return 'F-2026-000004';
      },
      { pause: (attempt) => attempt * 10, sleep: async (ms) => void pauses.push(ms) },
    );
    expect(result).toBe('F-2026-000004');
    expect(runs).toBe(3);
    expect(pauses).toEqual([20, 30]);
  });

  it('gives up after the last attempt with the closed-transaction error', async () => {
    let runs = 0;
    await expect(
      retryClosedTransaction(
        async () => {
          runs++;
          throw closed();
        },
        { ...noPause, attempts: 4 },
      ),
    ).rejects.toThrow('Transaction is invalid or closed');
    expect(runs).toBe(4);
  });

  it('does not run again for any other error', async () => {
    let runs = 0;
    await expect(
      retryClosedTransaction(async () => {
        runs++;
        throw new Error('Deze bestelling is al geleverd.');
      }, noPause),
    ).rejects.toThrow('al geleverd');
    expect(runs).toBe(1);
  });

  it('pauses by default between 50 and 150 ms before the second attempt', async () => {
    // Random, so that two transactions closed by the same conflict do not meet again at once.
    let runs = 0;
    const pauses: number[] = [];
    await retryClosedTransaction(
      async () => {
        if (++runs < 2) throw closed();
      },
      { sleep: async (ms) => void pauses.push(ms) },
    );
    expect(pauses).toHaveLength(1);
    expect(pauses[0]).toBeGreaterThanOrEqual(50);
    expect(pauses[0]).toBeLessThanOrEqual(150);
  });
});
