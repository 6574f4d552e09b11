/**
 * A transaction that Firestore has closed under the attempt, run again.
 *
 * The Firestore client runs a transaction again when the service answers ABORTED (a conflict
 * with another transaction). The official emulator, when it wounds one of two conflicting
 * transactions, answers the wounded one's next read or commit with INVALID_ARGUMENT
 * "Transaction is invalid or closed." instead; Firestore itself says "transaction has expired"
 * for a transaction that outlived its time. The client retries only the latter, so two invoices
 * delivered at once could fail on the emulator where Firestore would retry.
 *
 * Neither answer commits anything of the attempt, so the whole transaction runs again, after a
 * short random pause that lets the other transaction finish, at most `attempts` times.
 */
export interface ClosedTransactionRetry {
  attempts: number;
  /** Milliseconds to wait before attempt `n` (2, 3, …). */
  pause: (attempt: number) => number;
  sleep: (ms: number) => Promise<void>;
}

const defaults: ClosedTransactionRetry = {
  attempts: 5,
  pause: (attempt) => Math.round(2 ** attempt * 25 * (0.5 + Math.random())),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

const INVALID_ARGUMENT = 3;

export function isClosedTransaction(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === INVALID_ARGUMENT &&
    typeof message === 'string' &&
    /transaction is invalid or closed|transaction has expired/i.test(message)
  );
}

export async function retryClosedTransaction<T>(
  run: () => Promise<T>,
  options: Partial<ClosedTransactionRetry> = {},
): Promise<T> {
  const { attempts, pause, sleep } = { ...defaults, ...options };
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isClosedTransaction(error)) throw error;
      await sleep(pause(attempt + 1));
    }
  }
}
