// sendWithXhr, the upload path that reports progress (PRODUCT.md §1 "File upload"), through
// createTransport against real servers. Node has no XMLHttpRequest, and happy-dom's never fires
// upload progress (its `upload` object only exists), so NodeXhr below is a small real one: it
// sends over node:http and fires upload progress as each chunk of the body is handed to the socket.
import { request as httpRequest, type ClientRequest } from 'node:http';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CancelledError, createTransport, NetworkError, ParseError, ResponseTooLargeError, ServerError, TimeoutError } from '../../src/transport/index.ts';
import { createManualClock } from '../helpers/clock.ts';
import { HTML_PAGE, startFaultServer, type FaultServer } from '../helpers/fault-server.ts';
import { startYogaServer, type YogaServer } from '../helpers/yoga-server.ts';

interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/** A real XMLHttpRequest for Node: the subset the transport uses, over node:http. */
class NodeXhr {
  static instances = 0;
  static chunkBytes = 16 * 1024;
  upload: { onprogress: ((event: ProgressLike) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  /** Download progress, as browsers fire it while the response arrives. */
  onprogress: ((event: ProgressLike) => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private request: ClientRequest | undefined;
  private isDone = false;

  constructor() {
    NodeXhr.instances += 1;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    if (this.isDone) return;
    this.finish('abort');
    this.request?.destroy();
  }
  send(body: FormData) {
    void this.run(body);
  }
  private async run(body: FormData) {
    // Encode the FormData the way fetch would, boundary and all.
    const encoded = new Response(body);
    const bytes = new Uint8Array(await encoded.arrayBuffer());
    if (this.isDone) return;
    const request = httpRequest(this.url, {
      method: this.method,
      headers: { ...this.headers, 'content-type': encoded.headers.get('content-type')!, 'content-length': bytes.length },
    });
    this.request = request;
    request.on('error', () => this.finish('error'));
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        this.onprogress?.({ lengthComputable: false, loaded: Buffer.byteLength(text), total: 0 });
      });
      response.on('error', () => this.finish('error'));
      response.on('end', () => {
        this.status = response.statusCode ?? 0;
        this.responseText = text;
        this.finish('load');
      });
    });
    for (let offset = 0; offset < bytes.length; offset += NodeXhr.chunkBytes) {
      const end = Math.min(offset + NodeXhr.chunkBytes, bytes.length);
      await new Promise((resolve) => request.write(bytes.subarray(offset, end), resolve));
      if (this.isDone) return;
      this.upload.onprogress?.({ lengthComputable: true, loaded: end, total: bytes.length });
    }
    this.upload.onload?.();
    request.end();
  }
  private finish(kind: 'load' | 'error' | 'abort') {
    if (this.isDone) return;
    this.isDone = true;
    ({ load: this.onload, error: this.onerror, abort: this.onabort })[kind]?.();
    this.onloadend?.();
  }
}

const Xhr = NodeXhr as unknown as typeof XMLHttpRequest;

/** Resolves once `check()` holds (polled on each macrotask); rejects after `expireMs`. */
async function waitFor(check: () => boolean, expireMs: number): Promise<void> {
  const until = Date.now() + expireMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`condition not met within ${expireMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
const bigFile = () => new File([new Uint8Array(200 * 1024).fill(97)], 'big.bin');
const readFile = (file: Blob) => ({ query: 'mutation ($file: File!) { readFile(file: $file) { name size } }', variables: { file } });

let yoga: YogaServer;
let fault: FaultServer;

const progress = suite('sendWithXhr (request: uploads over XMLHttpRequest)');

progress.before(async () => {
  yoga = await startYogaServer({ csrf: 'apollo' });
  fault = await startFaultServer();
});
progress.after(async () => {
  await yoga.close();
  await fault.close();
});

progress('reports progress rising from 0 to 1 and resolves with the server’s result', async () => {
  const transport = createTransport({ url: yoga.url, storage: { getItem: () => 'tok' }, XMLHttpRequest: Xhr });
  const seen: number[] = [];
  yoga.requests.length = 0;
  const result = await transport.request(readFile(bigFile()), { onProgress: (f) => seen.push(f) });
  assert.equal(result, { data: { readFile: { name: 'big.bin', size: 200 * 1024 } } });
  assert.is(seen[0], 0);
  assert.is(seen.at(-1), 1);
  assert.ok(seen.length > 5, `several progress events (${seen.length})`);
  assert.ok(seen.every((f, i) => i === 0 || f > seen[i - 1]!), `strictly rising: ${seen.join(', ')}`);
  assert.is(yoga.requests[0]?.headers.authorization, 'Bearer tok');
  assert.is(yoga.requests[0]?.headers['apollo-require-preflight'], 'true');
});

progress('uses globalThis.XMLHttpRequest when none is passed', async () => {
  const before = NodeXhr.instances;
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = NodeXhr;
  try {
    const result = await createTransport({ url: yoga.url, storage: null }).request(readFile(new Blob(['hi'])));
    assert.equal(result, { data: { readFile: { name: 'blob', size: 2 } } });
    assert.is(NodeXhr.instances, before + 1);
  } finally {
    delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
  }
});

progress('a status ≥ 300 is a ServerError keeping status, body and result', async () => {
  const transport = createTransport({ url: yoga.url, storage: null, XMLHttpRequest: Xhr, preflightHeader: { name: 'x-wrong', value: '1' } });
  const error = (await transport.request(readFile(new Blob(['x']))).catch((e: unknown) => e)) as ServerError;
  assert.instance(error, ServerError);
  assert.is(error.status, 403);
  assert.match(error.bodyText, 'Required CSRF header(s) not present');
  assert.is(error.result?.errors?.[0]?.message, 'Required CSRF header(s) not present');
});

progress('an HTML error page keeps its status as a ServerError', async () => {
  const transport = createTransport({ url: `${fault.origin}/status/502/html`, storage: null, XMLHttpRequest: Xhr });
  const error = (await transport.request(readFile(new Blob(['x']))).catch((e: unknown) => e)) as ServerError;
  assert.instance(error, ServerError);
  assert.is(error.status, 502);
  assert.is(error.bodyText, HTML_PAGE);
});

progress('a 200 that is not JSON is a ParseError', async () => {
  const transport = createTransport({ url: `${fault.origin}/status/200/html`, storage: null, XMLHttpRequest: Xhr });
  const error = (await transport.request(readFile(new Blob(['x']))).catch((e: unknown) => e)) as ParseError;
  assert.instance(error, ParseError);
  assert.is(error.excerpt, HTML_PAGE);
});

progress('a reset connection is a NetworkError, progress having only risen', async () => {
  const transport = createTransport({ url: `${fault.origin}/reset`, storage: null, XMLHttpRequest: Xhr });
  const seen: number[] = [];
  const error = await transport.request(readFile(new Blob(['x'])), { onProgress: (f) => seen.push(f) }).catch((e: unknown) => e);
  assert.instance(error, NetworkError);
  assert.is(seen[0], 0);
  // The body was sent in full before the reset, so the upload itself may have reached 1; the
  // response never came. What matters: no value after the failure and nothing thrown.
  assert.ok(seen.every((f, i) => i === 0 || f > seen[i - 1]!));
});

progress('aborting is a CancelledError and closes the connection', async () => {
  const transport = createTransport({ url: `${fault.origin}/hang`, storage: null, XMLHttpRequest: Xhr });
  const controller = new AbortController();
  const pending = transport.request(readFile(new Blob(['x'])), { signal: controller.signal }).catch((e: unknown) => e);
  const closed = fault.waitForHangingClose(5000);
  await fault.waitForRequest('/hang', 5000);
  controller.abort();
  assert.instance(await pending, CancelledError);
  await closed;
});

progress('the timeout starts once the body is sent, then ends the upload with TimeoutError', async () => {
  const clock = createManualClock();
  const transport = createTransport({ url: `${fault.origin}/hang`, storage: null, XMLHttpRequest: Xhr, clock, timeoutMs: 5000 });
  const pending = transport.request(readFile(bigFile())).catch((e: unknown) => e);
  assert.equal(clock.pendingDelays(), [], 'no timer while the body is being sent');
  await fault.waitForRequest('/hang', 5000);
  await waitFor(() => clock.pendingDelays().length === 1, 5000);
  assert.equal(clock.pendingDelays(), [5000]);
  clock.advance(5000);
  assert.instance(await pending, TimeoutError);
});

progress('a response past maxResponseBytes is aborted as ResponseTooLargeError', async () => {
  const transport = createTransport({ url: yoga.url, storage: null, XMLHttpRequest: Xhr, maxResponseBytes: 10 });
  const error = (await transport.request(readFile(new Blob(['x']))).catch((e: unknown) => e)) as ResponseTooLargeError;
  assert.instance(error, ResponseTooLargeError);
  assert.is(error.maxBytes, 10);
});

progress('an already aborted signal sends nothing', async () => {
  const before = NodeXhr.instances;
  const transport = createTransport({ url: yoga.url, storage: null, XMLHttpRequest: Xhr });
  const error = await transport.request(readFile(new Blob(['x'])), { signal: AbortSignal.abort() }).catch((e: unknown) => e);
  assert.instance(error, CancelledError);
  assert.is(NodeXhr.instances, before);
});

progress.run();
