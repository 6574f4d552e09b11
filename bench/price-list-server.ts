// The API of bench/price-list.ts in a process of its own, so its event loop and its memory are
// the server's alone: started with a data folder, steered over IPC.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { catalogueChangedIn } from '../src-server/catalogue-files/version';
import { serveLocalApi } from '../src-server/local/serve-local';

const dataDir = process.argv[2] ?? '';
const api = await serveLocalApi(
  dataDir,
  { verifyIdToken: async (token) => ({ uid: token, email: `${token}@x.nl` }) },
  'warmteportaal.sqlite',
);
for (let run = 1; run <= 3; run++) {
  await api.storage.set('users', `prijslijst-${run}`, {
    email: `prijslijst-${run}@warmteportaal.test`,
    discount: 10,
  });
}
let loop = monitorEventLoopDelay({ resolution: 5 });

process.on('message', (message: string) => {
  if (message === 'measure') {
    // A new catalogue version, so the list is made again, and a fresh histogram.
    void api.storage
      .transaction(async (tx) => catalogueChangedIn(tx))
      .then(() => {
        loop = monitorEventLoopDelay({ resolution: 5 });
        loop.enable();
        process.send?.({ measuring: true });
      });
  } else if (message === 'report') {
    loop.disable();
    process.send?.({
      stallMs: loop.max / 1e6,
      // The most memory the process ever held (kilobytes), the list's making included.
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    });
  } else if (message === 'stop') {
    void api.stop().then(() => process.exit(0));
  }
});
process.send?.({ url: api.url });
