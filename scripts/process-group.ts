// A helper process in a process group of its own, so stopping it also stops what it starts
// (the Firestore emulator's Java, the firebase-tools emulators' runtimes).
import { spawn } from 'node:child_process';

export interface ProcessGroup {
  /** The last output of the process, for error messages. */
  output(): string;
  /** Resolves once `probe` answers true; throws with the output if the process dies first. */
  waitUntil(name: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void>;
  stop(graceMs?: number): Promise<void>;
}

export function startProcessGroup(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): ProcessGroup {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  let running = true;
  const exited = new Promise<void>((done) =>
    child.once('exit', () => {
      running = false;
      done();
    }),
  );
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  // A test run that ends abruptly must not leave the group behind.
  const onExit = () => kill('SIGKILL');
  process.once('exit', onExit);

  return {
    output: () => output,
    async waitUntil(name, probe, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (true) {
        if (!running) throw new Error(`${name} stopte tijdens het starten:\n${output}`);
        if (Date.now() > deadline) {
          kill('SIGKILL');
          throw new Error(`${name} startte niet binnen ${timeoutMs / 1000} seconden:\n${output}`);
        }
        if (await probe().catch(() => false)) return;
        await new Promise((done) => setTimeout(done, 250));
      }
    },
    async stop(graceMs = 10_000) {
      process.off('exit', onExit);
      if (!running) return;
      kill('SIGTERM');
      const timer = setTimeout(() => kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** True when `url` answers with a 2xx status. */
export async function answers(url: string): Promise<boolean> {
  return (await fetch(url)).ok;
}
