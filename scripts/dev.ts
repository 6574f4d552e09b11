// npm run dev: the portal (API, Auth emulator, demo data) plus Vite's dev server with hot
// reload on http://localhost:5173, which proxies the API to the portal.
import { spawn } from 'node:child_process';

const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'src-server/local/main.ts'], {
    stdio: 'inherit',
    // Vite serves the pages; the portal serves the API only, so no web build is needed.
    env: { ...process.env, WEB_DIR: '' },
  }),
  spawn('node_modules/.bin/vite', ['-c', 'vite.web.config.ts'], { stdio: 'inherit' }),
];

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGINT');
  });
}
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGINT');
    process.exitCode = code ?? 0;
  });
}
