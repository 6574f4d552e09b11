/**
 * What `/api/health` says about signing in. The local portal serves its pages before its Auth
 * emulator runs: `starting` until then, `unavailable` when it failed. Deployed, always `ready`.
 */
export const SIGN_IN_STATES = ['ready', 'starting', 'unavailable'] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

export interface HealthAnswer {
  ok: true;
  signIn: SignInState;
}
