// Uploaded files: bytes on disk under the data directory, served back at `/uploads/<id>`.
// Metadata (type, name) lives in memory, like the events that point at the files, so neither
// survives a restart. Served with headers that stop an uploaded SVG or HTML file from running
// script on this origin.
import { createReadStream } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES, UPLOADS_PATH } from './constants.ts';
import { badUserInput } from './errors.ts';

/** What graphql-yoga hands a resolver for a `File` argument (the WHATWG `File` interface). */
export interface FileLike {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).arrayBuffer === 'function' &&
    typeof (value as FileLike).size === 'number'
  );
}

interface StoredUpload {
  file: string;
  type: string;
  size: number;
}

export interface Uploads {
  /** Stores the file and returns its path on this server (`/uploads/<id>`). */
  save(file: unknown, argument: string): Promise<string>;
  /** Answers `GET /uploads/<id>`; false when no such upload exists. */
  serve(id: string, method: string, res: ServerResponse): boolean;
}

/** `type/subtype` from the client, or a neutral type when it is missing or malformed. */
function safeType(type: string): string {
  return /^[a-z]+\/[a-z0-9.+-]+$/i.test(type) ? type.toLowerCase() : 'application/octet-stream';
}

export function createUploads(dir: string): Uploads {
  const stored = new Map<string, StoredUpload>();
  let count = 0;
  let ready: Promise<unknown> | null = null;

  return {
    async save(file, argument) {
      if (!isFileLike(file)) throw badUserInput(`${argument} must be a file sent as a multipart upload.`, argument);
      if (file.size > MAX_UPLOAD_BYTES) {
        throw badUserInput(`${argument} is ${file.size} bytes; the limit is ${MAX_UPLOAD_BYTES}.`, argument);
      }
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      count += 1;
      const id = `f${count}`;
      const bytes = new Uint8Array(await file.arrayBuffer());
      await writeFile(join(dir, id), bytes);
      stored.set(id, { file: join(dir, id), type: safeType(file.type), size: bytes.byteLength });
      return `${UPLOADS_PATH}${id}`;
    },
    serve(id, method, res) {
      const upload = stored.get(id);
      if (!upload) return false;
      res.writeHead(200, {
        'Content-Type': upload.type,
        'Content-Length': upload.size,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      });
      if (method === 'HEAD') {
        res.end();
        return true;
      }
      createReadStream(upload.file)
        .on('error', () => res.destroy())
        .pipe(res);
      return true;
    },
  };
}
