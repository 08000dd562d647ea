/**
 * Copy as (issue 18): the current operation as a curl command, a fetch call, or a Facet link.
 * curl and fetch send exactly what the transport would: POST to the endpoint, the JSON body
 * `{ operationName, variables, query }` in the transport's key order, and its headers
 * (Content-Type, Accept, Authorization). The token, credential-named headers and
 * credential-named variables become placeholders (`<token>`, `<password>`) unless the caller asks
 * for the real values. A Facet link never holds credentials (the link writer's rule), so it drops
 * them whatever is asked.
 *
 * Deliberately left out: uploads (a file cannot ride in a command line; files become null), and
 * persisted-query hashes (the full query is always sent, which every server accepts).
 */
import { ACCEPT_HEADER, BEARER_PREFIX, JSON_CONTENT_TYPE } from '../transport/index.ts';
import { isSecretName, withoutSecretLiterals, withoutSecrets } from '../schema/secret-names.ts';

/** One operation as the transport would send it. */
export interface OperationRequest {
  /** Absolute URL of the endpoint. */
  url: string;
  query: string;
  variables: Readonly<Record<string, unknown>>;
  operationName: string | null;
  /** Header names in lower case, as the transport sends them. */
  headers: Readonly<Record<string, string>>;
}

export interface OperationRequestInput {
  /** The endpoint setting; a relative one (`/graphql`) resolves against `baseUrl`. */
  endpoint: string;
  /** The page's address. */
  baseUrl: string;
  query: string;
  variables?: Readonly<Record<string, unknown>>;
  operationName?: string | null;
  /** The stored token, or null when signed out (no Authorization header then, as the transport does). */
  token: string | null;
}

/** The request the transport would make for this operation. */
export function operationRequest({ endpoint, baseUrl, query, variables = {}, operationName = null, token }: OperationRequestInput): OperationRequest {
  const headers: Record<string, string> = { 'content-type': JSON_CONTENT_TYPE, accept: ACCEPT_HEADER };
  if (token) headers.authorization = BEARER_PREFIX + token;
  return { url: new URL(endpoint, baseUrl).href, query, variables, operationName, headers };
}

export interface CopyAsOptions {
  /** Put the real token, secret header values and secret variables in the text. @default false */
  includeSecrets?: boolean;
}

/** A POSIX-shell curl command (single-quoted, so nothing in it is expanded). */
export function copyAsCurl(request: OperationRequest, { includeSecrets = false }: CopyAsOptions = {}): string {
  const { headers, body } = shown(request, includeSecrets);
  return [
    `curl ${shellQuote(request.url)}`,
    ...Object.entries(headers).map(([name, value]) => `  -H ${shellQuote(`${name}: ${value}`)}`),
    `  --data-raw ${shellQuote(body)}`,
  ].join(' \\\n');
}

/** A fetch call for a browser console or Node 18+, logging the parsed result. */
export function copyAsFetch(request: OperationRequest, { includeSecrets = false }: CopyAsOptions = {}): string {
  const { headers, body } = shown(request, includeSecrets);
  const init = { method: 'POST', headers, body };
  return `const response = await fetch(${JSON.stringify(request.url)}, ${JSON.stringify(init, null, 2)});\nconsole.log(await response.json());`;
}

/**
 * A link that opens the document screen of this Facet with the operation and its variables:
 * `<app>?query=…&variables=…#/document` (arguments before the hash, where the screens read them).
 * Credential-named variables and literals are left out.
 */
export function facetLink(appUrl: string, query: string, variables: Readonly<Record<string, unknown>> = {}): string {
  const url = new URL(appUrl);
  url.hash = '';
  const cleanVariables = withoutSecrets(variables) as Record<string, unknown>;
  const params = new URLSearchParams({ query: withoutSecretLiterals(query) });
  if (Object.keys(cleanVariables).length > 0) params.set('variables', JSON.stringify(cleanVariables));
  url.search = params.toString();
  return `${url.href}#/document`;
}

function shown(request: OperationRequest, includeSecrets: boolean) {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (includeSecrets || !isSecretHeader(name)) headers[name] = value;
    else headers[name] = name === 'authorization' && value.startsWith(BEARER_PREFIX) ? `${BEARER_PREFIX}<token>` : `<${name}>`;
  }
  const variables = includeSecrets ? withoutFiles(request.variables) : placeholders(request.variables);
  // The transport's key order (apollo-link-http-common), a missing name sent as null as it does.
  const body = JSON.stringify({ operationName: request.operationName, variables, query: request.query });
  return { headers, body };
}

function isSecretHeader(name: string): boolean {
  return name === 'authorization' || name === 'cookie' || name === 'proxy-authorization' || isSecretName(name);
}

/** Credential-named values as `<name>` placeholders, at any depth; files as null. */
function placeholders(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(placeholders);
  if (typeof Blob !== 'undefined' && value instanceof Blob) return null;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, isSecretName(key) ? `<${key}>` : placeholders(inner)]));
}

function withoutFiles(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFiles);
  if (typeof Blob !== 'undefined' && value instanceof Blob) return null;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutFiles(inner)]));
}

/** POSIX single quotes: everything literal; a quote inside closes, escapes and reopens. */
function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}
