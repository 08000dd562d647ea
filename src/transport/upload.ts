/**
 * Sends a multipart body with XMLHttpRequest, the one browser API that reports upload progress
 * (fetch cannot stream a request body's progress). PRODUCT.md §1 "File upload": progress 0–1.
 *
 * The contract matches the fetch path: it resolves with the status and body text for http.ts to
 * classify, rejects with NetworkError when no response arrives and CancelledError when the
 * caller aborts. Progress is reported from 0, never goes backwards, and reaches 1 only once the
 * whole body was sent. A response past `maxBytes` (download progress) is aborted as
 * ResponseTooLargeError. Leaves out: timeouts (http.ts aborts through `signal`) and
 * `withCredentials` (same-origin cookies are sent as usual).
 */
import { CancelledError, NetworkError, ResponseTooLargeError } from './errors.ts';

export function sendWithXhr(
  Xhr: typeof XMLHttpRequest,
  url: string,
  headers: Record<string, string>,
  body: FormData,
  signal: AbortSignal | undefined,
  onProgress: ((fraction: number) => void) | undefined,
  maxBytes: number,
): Promise<[status: number, text: string]> {
  return new Promise((resolve, reject) => {
    const xhr = new Xhr();
    const abort = () => xhr.abort();
    let reported = -1;
    let isTooLarge = false;
    const report = (fraction: number) => fraction > reported && onProgress?.((reported = fraction));
    xhr.open('POST', url);
    for (const name in headers) xhr.setRequestHeader(name, headers[name]!);
    // A listener on xhr.upload makes browsers preflight; uploads send a custom header anyway.
    xhr.upload.onprogress = (event) => event.total && report(Math.min(event.loaded / event.total, 1));
    xhr.upload.onload = () => report(1);
    xhr.onload = () => {
      report(1);
      resolve([xhr.status, xhr.responseText]);
    };
    xhr.onerror = () => reject(new NetworkError(new Error(`XMLHttpRequest to ${url} failed`)));
    xhr.onprogress = (event) => event.loaded > maxBytes && ((isTooLarge = true), xhr.abort());
    xhr.onabort = () => reject(isTooLarge ? new ResponseTooLargeError(maxBytes) : new CancelledError());
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    signal?.addEventListener('abort', abort);
    report(0);
    xhr.send(body);
  });
}
