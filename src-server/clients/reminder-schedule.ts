import type { Clock } from '../env';
import type { Storage } from '../storage/port';
import { sendMaintenanceReminders } from './homeowner-mail';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The local portal's schedule for maintenance reminders: a round at start and every hour (a
 * round is idempotent, src-server/clients/homeowner-mail.ts); production runs it daily
 * (src-server/cloud/function.ts).
 */
export function startMaintenanceReminders(
  storage: Storage,
  clock: Clock,
  intervalMs = HOUR_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const round = () => {
    running = running
      .then(() => sendMaintenanceReminders(storage, clock))
      .catch((error: unknown) => console.error('Onderhoudsherinneringen mislukten:', error));
  };
  round();
  const timer = setInterval(round, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
