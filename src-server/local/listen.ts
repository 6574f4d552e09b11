import { serve, type ServerType } from '@hono/node-server';

export interface ListenOptions {
  port: number;
  /**
   * How long a client may take to send its headers, and its whole request: Node's own default
   * (300 s for the body) lets a slow sender hold a connection for minutes. Node checks every
   * `checkEveryMs`; the answer to a late request is 408 and a closed connection.
   */
  requestTimeoutMs?: number;
  checkEveryMs?: number;
}

export const REQUEST_TIMEOUT_MS = 30_000;

/** Serves `fetch` on the loopback address only: the local portal is for this machine. */
export function listenOnLoopback(
  fetch: (request: Request) => Response | Promise<Response>,
  options: ListenOptions,
): Promise<ServerType> {
  const timeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return new Promise((done) => {
    const instance = serve(
      {
        fetch,
        port: options.port,
        hostname: '127.0.0.1',
        serverOptions: {
          headersTimeout: timeout,
          requestTimeout: timeout,
          connectionsCheckingInterval: options.checkEveryMs ?? Math.min(timeout, 5_000),
        },
      },
      () => done(instance),
    );
  });
}
