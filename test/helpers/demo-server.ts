// Starts the demo backend in-process on 127.0.0.1, port 0, for a test file. Close it at the end.
import { createDemoServer, type DemoServerOptions } from '../../src/demo/app.ts';

export interface DemoServerHandle {
  /** `http://127.0.0.1:<port>/` (the app page). */
  url: string;
  /** `http://127.0.0.1:<port>/graphql` */
  graphqlUrl: string;
  /** `ws://127.0.0.1:<port>/graphql` */
  wsUrl: string;
  /** Where this server stores uploads (a temporary folder unless `dataDir` was given). */
  dataDir: string;
  close(): Promise<void>;
}

export async function startDemoServer(options: Omit<DemoServerOptions, 'port'> = {}): Promise<DemoServerHandle> {
  const server = await createDemoServer({ ...options, port: 0 });
  return {
    url: server.url,
    graphqlUrl: server.graphqlUrl,
    wsUrl: server.wsUrl,
    dataDir: server.dataDir,
    close: () => server.close(),
  };
}
