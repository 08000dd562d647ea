// `npm start`'s entry (src/server/main.ts) as a real child process, for the tests that need a
// process of its own: signals, exit codes, several instances. Output is kept; waits are bounded.
import { spawn, type ChildProcess } from 'node:child_process';

const root = new URL('../..', import.meta.url).pathname;

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** The printed `http://127.0.0.1:<port>/`. */
  url: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first match of `pattern` in the output; rejects at exit or after `withinMs`. */
  waitFor(pattern: RegExp, withinMs?: number): Promise<RegExpExecArray>;
}

export function startServerProcess(args: string[], env: Record<string, string> = {}, withinMs = 20_000): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onOutput = (chunk: Buffer) => {
    output += chunk;
    for (const listener of [...listeners]) listener();
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  let hasExited = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      hasExited = true;
      resolve({ code, signal });
      for (const listener of [...listeners]) listener();
    }),
  );

  function waitFor(pattern: RegExp, ms = withinMs): Promise<RegExpExecArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          cleanup();
          resolve(match);
        } else if (hasExited) {
          cleanup();
          reject(new Error(`exited before ${pattern}; output:\n${output}`));
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no ${pattern} within ${ms} ms; output:\n${output}`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });
  }

  const url = waitFor(/running at (http:\/\/127\.0\.0\.1:\d+\/)/).then((match) => match[1]!);
  url.catch(() => {}); // read by the caller when it needs it
  return { child, output: () => output, url, exited, waitFor };
}

/** `promise`, or a rejection naming `label` after `ms`. */
export function within<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${label}: not within ${ms} ms`)), ms))),
  ]).finally(() => clearTimeout(timer));
}
