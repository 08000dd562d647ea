// What a server does between "stop" and closing its port (issue 24 §2 graceful shutdown): it
// knows which page renders are in flight and, once stopping, waits for them before the port
// closes. A render fetches its data from this server's own /graphql, so closing the port first
// would fail the very pages it is meant to finish; meanwhile new pages are refused with 503
// (a balancer tries another instance) and only /graphql is still forwarded.
export interface Drain {
  /** True once begin() was called. */
  readonly isStopping: boolean;
  /** Counts `work` as in flight until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Marks the server as stopping (idempotent). */
  begin(): void;
  /** Resolves once nothing tracked is in flight, or after `boundMs`, whichever is first. */
  settled(boundMs: number): Promise<void>;
}

export function createDrain(): Drain {
  let inFlight = 0;
  let isStopping = false;
  const waiters = new Set<() => void>();

  const done = () => {
    inFlight -= 1;
    if (inFlight === 0) for (const wake of [...waiters]) wake();
  };

  return {
    get isStopping() {
      return isStopping;
    },
    track(work) {
      inFlight += 1;
      work.then(done, done);
      return work;
    },
    begin() {
      isStopping = true;
    },
    settled(boundMs) {
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, boundMs);
        waiters.add(wake);
      });
    },
  };
}
