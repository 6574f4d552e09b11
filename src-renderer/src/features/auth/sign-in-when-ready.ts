import type { SignInState } from '@shared/schemas/health';
import { apiUrl } from '@/lib/api-base';

/** What the portal says about signing in; `unreachable` when it did not answer at all. */
export type PortalSignIn = SignInState | 'unreachable';

export interface PortalStart {
  state(): Promise<PortalSignIn>;
  /** The pause between two looks while the portal starts. */
  wait(): Promise<void>;
}

/** Asks `/api/health`; an answer without `signIn` (an older server) counts as ready. */
async function askPortal(): Promise<PortalSignIn> {
  try {
    const response = await fetch(apiUrl('/api/health'), { cache: 'no-store' });
    if (!response.ok) return 'unreachable';
    const answer = (await response.json()) as { signIn?: unknown };
    return answer.signIn === 'starting' || answer.signIn === 'unavailable'
      ? answer.signIn
      : 'ready';
  } catch {
    return 'unreachable';
  }
}

export const browserPortalStart: PortalStart = {
  state: askPortal,
  wait: () => new Promise((done) => setTimeout(done, 1000)),
};

/** About two minutes of looks; the portal's own start gives up long before. */
const MAX_WAITS = 120;

/**
 * Signs in, and when the portal is still starting (the local portal answers its pages before
 * its sign-in service runs), says so through `onStarting` and tries again by itself once it
 * can. Any other failure is the caller's to show.
 */
export async function signInWhenReady(
  signIn: () => Promise<void>,
  portal: PortalStart,
  onStarting: () => void,
): Promise<void> {
  let waits = 0;
  for (;;) {
    let settled = false;
    const attempt = signIn().finally(() => (settled = true));
    // The local portal holds a sign-in that arrives while it starts: say why it takes long.
    void portal.state().then((state) => {
      if (state === 'starting' && !settled) onStarting();
    });
    try {
      await attempt;
      return;
    } catch (error) {
      let state = await portal.state();
      if (state !== 'starting') throw error;
      onStarting();
      while (state === 'starting') {
        if (waits++ >= MAX_WAITS) throw error;
        await portal.wait();
        state = await portal.state();
      }
    }
  }
}
