// Node's own fetch, for a component test that talks to a real server: import this module before
// test/setup/dom.ts, which puts happy-dom's fetch in its place (that one sends CORS preflights,
// as a page on another origin would).
export const nodeFetch: typeof fetch = globalThis.fetch;
