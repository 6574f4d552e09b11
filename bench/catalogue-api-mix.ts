import { serveLocalApi } from '../src-server/local/serve-local';
import { catalogueMix, floorQueries, shapeMix, type QueryKind } from './catalogue-mix';
import { load, type LoadResult } from './load';

/** The API alone on a socket (no Auth emulator: a token is the user id, as in the unit tests). */
export const apiServer = (dataDir: string) =>
  serveLocalApi(
    dataDir,
    { verifyIdToken: async (token) => ({ uid: token, email: `${token}@x.nl` }) },
    'warmteportaal.sqlite',
  );

/**
 * The untimed start of every timed run of the mix and of the health run it is compared with:
 * 80 queries of a kind last a tenth of a second, and a cold generator (a new process opening
 * 16 sockets) weighed on them far more than on 4,000 health requests.
 */
export const generatorWarmUp = (apiUrl: string) => ({
  url: `${apiUrl}/api/health`,
  requests: 400,
});

export interface MixFigures {
  /** 320 distinct queries one after another. */
  one: LoadResult;
  /** `/api/health` under 16 connections, just before the kinds. */
  health16: LoadResult;
  /** Another 80 distinct queries per kind under 16 connections. */
  kinds: [QueryKind, LoadResult][];
  /** 80 distinct cheapest pages (`floorQueries`) under 16 connections: the kinds' ceiling. */
  floor: LoadResult;
}

/**
 * The fixed mix against a running API: no URL is asked twice, so no answer comes from a
 * cache. `watched` wraps each catalogue run (speed.ts measures event-loop stalls there).
 */
export async function measureCatalogueMix(
  apiUrl: string,
  products: number,
  watched: <T>(run: () => Promise<T>) => Promise<T> = (run) => run(),
): Promise<MixFigures> {
  const url = (query: string) => `${apiUrl}/api/products?${query}`;
  const one = await watched(() =>
    load({
      urls: catalogueMix(products, 80, 1).map((q) => url(q.query)),
      requests: 320,
      connections: 1,
    }),
  );
  const warmUp = generatorWarmUp(apiUrl);
  const health16 = await load({
    urls: [`${apiUrl}/api/health`],
    requests: 4000,
    connections: 16,
    warmUp,
  });
  const mix = catalogueMix(products, 80, 2);
  const kinds: [QueryKind, LoadResult][] = [];
  for (const kind of ['list', 'filter', 'search', 'prefix'] as const) {
    const urls = mix.filter((q) => q.kind === kind).map((q) => url(q.query));
    kinds.push([
      kind,
      await watched(() => load({ urls, requests: urls.length, connections: 16, warmUp })),
    ]);
  }
  const floorUrls = floorQueries(80).map(url);
  const floor = await load({
    urls: floorUrls,
    requests: floorUrls.length,
    connections: 16,
    warmUp,
  });
  return { one, health16, kinds, floor };
}

/** p50, p95 and max of a list of latencies (ms). */
export function spread(latencies: number[]): { p50: number; p95: number; max: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

export interface ShapeFigures {
  /** The distinct queries of every shape, one after another, the first ones right after start. */
  all: { p50: number; p95: number; max: number; count: number };
  shapes: { shape: string; p50: number; p95: number; max: number; count: number }[];
  /** `/api/health` and the cheapest uncached page, one connection, in the same run. */
  health: LoadResult;
  floor: LoadResult;
  /** The slowest queries, with their time. */
  slowest: string[];
}

/**
 * The query shapes of issue 35 (`shapeMix`) against an API that has just started: `count`
 * distinct queries one after another (none asked twice, so none from a cache), each timed by
 * the load generator in its own process; then /api/health and the cheapest uncached page
 * (`floorQueries`) the same way, as the figures they are set beside.
 */
export async function measureShapes(
  apiUrl: string,
  products: number,
  count = 300,
): Promise<ShapeFigures> {
  const mix = shapeMix(products, count);
  const run = await load({
    urls: mix.map(({ query }) => `${apiUrl}/api/products?${query}`),
    requests: mix.length,
    connections: 1,
    keep: true,
  });
  const times = run.all ?? [];
  const byShape = new Map<string, number[]>();
  mix.forEach(({ shape }, i) => {
    const list = byShape.get(shape) ?? [];
    list.push(times[i] ?? 0);
    byShape.set(shape, list);
  });
  const slowest = mix
    .map(({ query }, i) => ({ query, took: times[i] ?? 0 }))
    .sort((a, b) => b.took - a.took)
    .slice(0, 5)
    .map(({ query, took }) => `${took.toFixed(0)} ms ${decodeURIComponent(query)}`);
  const health = await load({
    urls: [`${apiUrl}/api/health`],
    requests: count,
    connections: 1,
  });
  const floorUrls = floorQueries(count, 7).map((query) => `${apiUrl}/api/products?${query}`);
  const floor = await load({ urls: floorUrls, requests: floorUrls.length, connections: 1 });
  return {
    all: { ...spread(times), count: times.length },
    shapes: [...byShape].map(([shape, list]) => ({ shape, ...spread(list), count: list.length })),
    health,
    floor,
    slowest,
  };
}
