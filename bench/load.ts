import { spawn } from 'node:child_process';

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Every latency in the order the requests were sent (with `keep` and one connection). */
  all?: number[];
  /** CPU time the load generator used while it sent (user + system), in ms. */
  cpuMs?: number;
}

/*
 * The load generator runs in its own process (not a thread of the measured one), so the server
 * has its process and event loop to itself (and its stalls can be measured there). It uses node:http with kept-alive
 * sockets: on two shared cores, fetch() (undici) cost the client so much CPU that /api/health
 * itself stayed near 1,000 requests/s with a p95 over 30 ms, and the figures measured the
 * client. Plain JS: workers do not go through tsx.
 */
const WORKER = `
const http = require('node:http');
const { urls, requests, connections, init, warmUp, keep } = JSON.parse(process.env.WP_LOAD);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
function send(url) {
  return new Promise((resolve, reject) => {
    // As browsers and the desktop app ask: answers of 1 KB and more come gzipped.
    const headers = { 'accept-encoding': 'gzip', ...(init ? { ...init.headers, 'idempotency-key': 'bench-' + Math.random().toString(36).slice(2) } : {}) };
    const request = http.request(url, { agent, method: init ? init.method : 'GET', headers }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => response.statusCode >= 300 ? reject(new Error('HTTP ' + response.statusCode + ' for ' + url)) : resolve());
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(init ? init.body : undefined);
  });
}
(async () => {
  if (warmUp) {
    // Untimed: every connection opened and this process's code warm before the clock runs.
    let warmed = 0;
    await Promise.all(Array.from({ length: connections }, async () => {
      while (warmed < warmUp.requests) {
        warmed++;
        await new Promise((resolve, reject) => {
          http.get(warmUp.url, { agent, headers: { 'accept-encoding': 'gzip' } }, (response) => {
            response.resume();
            response.on('end', resolve);
            response.on('error', reject);
          }).on('error', reject);
        });
      }
    }));
  }
  const latencies = [];
  let sent = 0;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: connections }, async () => {
    while (sent < requests) {
      const i = sent++;
      const t0 = performance.now();
      await send(urls[i % urls.length]);
      latencies.push(performance.now() - t0);
    }
  }));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  const all = keep ? [...latencies] : undefined;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] || 0;
  process.stdout.write(JSON.stringify({ rps: requests / seconds, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1), all, cpuMs: (cpu.user + cpu.system) / 1000 }));
})().catch((error) => process.stdout.write(JSON.stringify({ error: String(error) })));
`;

/** Sends `requests` requests over `connections` concurrent loops, cycling through `urls`. */
export function load(options: {
  urls: string[];
  requests: number;
  connections: number;
  init?: { method: string; headers: Record<string, string>; body: string };
  /**
   * Requests to `url` first, outside the timing: a short run (the mix's 80 queries of a kind)
   * otherwise measures a cold generator opening its sockets, which a 4,000-request health run
   * spreads thin. Give the same warm-up to a run and to the baseline it is compared with.
   */
  warmUp?: { url: string; requests: number };
  /** Return every latency too, in the order sent (`all`). */
  keep?: boolean;
}): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', WORKER], {
      env: { ...process.env, WP_LOAD: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('error', reject);
    child.once('exit', () => {
      try {
        const result = JSON.parse(output) as LoadResult & { error?: string };
        if (result.error) reject(new Error(result.error));
        else resolve(result);
      } catch {
        reject(new Error(`De lastgenerator gaf geen uitslag: ${output.slice(0, 200)}`));
      }
    });
  });
}
