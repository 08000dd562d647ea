// Registers happy-dom's window globals for component tests. Import it first in a test file that
// renders React; each test file runs in its own process (test/run.ts), so Node-only tests keep
// Node's own fetch and WebSocket.
import { GlobalRegistrator } from '@happy-dom/global-registrator';

if (!('happyDOM' in globalThis)) GlobalRegistrator.register({ url: 'http://127.0.0.1/' });
// React checks this flag to allow act() outside a test framework that sets it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
