import type { SignInState } from '@shared/schemas/health';
import type { AccountService } from './accounts/port';
import type { BehindProxy } from './client-address';
import type { AuthVerifier } from './auth/verifier';
import type { AdviceSearch, CatalogueSearch } from './storage/catalogue-port';
import type { FileStore } from './files/port';
import type { Clock } from './clock';
import type { Outbox } from './notify/port';
import type { Storage } from './storage/port';

export type { AppEnv } from './auth/app-env';

export { systemClock, type Clock } from './clock';

/** Everything the API needs from outside; createApp receives it, nothing imports a database. */
export interface AppDeps {
  storage: Storage;
  /**
   * The catalogue's search and the calculator's advice, answered by the store's own adapter
   * (SQLite: `createSqliteStorage(...).catalogue` for both). Without them the app keeps an
   * index of the products in memory.
   */
  catalogue?: CatalogueSearch;
  advice?: AdviceSearch;
  files: FileStore;
  auth: AuthVerifier;
  clock: Clock;
  /** Origins besides the API's own that may call it (the Electron renderer, a dev server). */
  allowedOrigins: string[];
  /**
   * The portal's own address (`https://…`, no slash), for the set-password links the API
   * hands out; without it the address the request reached.
   */
  portalUrl?: string;
  /** Creates sign-in accounts for the back-office; without it those endpoints answer 503. */
  accounts?: AccountService;
  /**
   * Where a client's address comes from, for the public forms' rate limit: behind Firebase
   * Hosting the trusted-proxy rule of `client-address.ts`. Without it the socket's address is
   * used and X-Forwarded-For is ignored: anyone could send it.
   */
  behindProxy?: BehindProxy;
  /**
   * The outbox's worker in this process (the local portal), so a retry from the back-office
   * is sent at once; without it the worker's next round (or schedule) sends it.
   */
  mail?: { kick(): void };
  /**
   * Where the portal's e-mails go: the server's entry points pass the store's own outbox
   * (`createStoredOutbox`, its attachments in `files`), which the worker sends from; a test may
   * pass its own. Without it, the store's own on `files`.
   */
  outbox?: Outbox;
  /** Whether signing in works yet, for `/api/health` (the local portal); without it `ready`. */
  signIn?: () => SignInState;
}
