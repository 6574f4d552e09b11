// npm start: builds the web app only when its sources changed since the last build, then
// starts the local portal. A fresh build takes far longer than the portal's own start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src-renderer', 'src-shared', 'vite.web.config.ts', 'package.json', '.env'];
const BUILT = join('dist-web', 'index.html');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(info.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = !existsSync(BUILT) || Math.max(...SOURCES.map(newest)) > statSync(BUILT).mtimeMs;
if (stale) {
  console.log('De webbuild wordt (opnieuw) gemaakt…');
  const build = spawnSync('npm', ['run', 'build:web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../src-server/local/main');
