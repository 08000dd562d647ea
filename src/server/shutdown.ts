// `npm start`'s stop (issue 24 §2): SIGTERM (what Docker, Kubernetes and systemd send) or SIGINT
// (Ctrl-C) starts the server's own close — stop taking work, finish what is in flight, close live
// sockets with 1012 so clients reconnect to another instance — and the process exits 0 once it has.
// Whatever still holds the process after SHUTDOWN_DEADLINE_MS is cut: exit 1, so a supervisor's
// SIGKILL never has to. A second signal exits at once with 1. Generic: any server with a close().
import { SHUTDOWN_DEADLINE_MS } from './constants.ts';

export interface ShutdownOptions {
  /** Stops the server; resolves once it has. */
  close(): Promise<void>;
  /** @default SHUTDOWN_DEADLINE_MS */
  deadlineMs?: number;
  /** @default console.log */
  log?: (line: string) => void;
  /** @default process.exit */
  exit?: (code: number) => void;
  /** @default process */
  target?: Pick<NodeJS.Process, 'on'>;
}

export function installShutdown(options: ShutdownOptions): void {
  const { close, deadlineMs = SHUTDOWN_DEADLINE_MS, log = console.log, exit = (code) => process.exit(code), target = process } = options;
  let isStopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (isStopping) {
      log(`${signal} again: exiting now.`);
      exit(1);
      return;
    }
    isStopping = true;
    log(`${signal}: stopping (at most ${deadlineMs / 1000} s)…`);
    // Unref'd: a clean stop exits as soon as nothing is left, without waiting for the bound.
    setTimeout(() => {
      log(`Still running ${deadlineMs / 1000} s after ${signal}: exiting now.`);
      exit(1);
    }, deadlineMs).unref();
    close().then(
      () => {
        log('Stopped.');
        // Explicit: a kept-alive client connection or a timer elsewhere must not hold the process.
        exit(0);
      },
      (error: unknown) => {
        log(`Stopping failed: ${(error as Error)?.message ?? String(error)}`);
        exit(1);
      },
    );
  };
  target.on('SIGINT', stop);
  target.on('SIGTERM', stop);
}
