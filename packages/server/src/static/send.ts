import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteFileKind } from './resolve.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

/** Extensions the site build precompresses (`.br` and `.gz` siblings). */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt', '.xml']);

const cacheControl: Record<SiteFileKind, string> = {
  page: 'no-cache',
  asset: 'public, max-age=31536000, immutable',
  worker: 'no-cache',
  static: 'public, max-age=3600',
};

/**
 * Security headers that govern a document (what it may load, frame or open). Helmet sets them on
 * every response; on a script, stylesheet, font or image they do nothing but cost bytes on every
 * request (about 600 bytes each, 13 KB on a first load of 20-odd assets over HTTP/1.1). Files that
 * a browser can open as a document (HTML, SVG, XML) keep them; `nosniff` and CORP stay on all.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const documentTypes = new Set(['.html', '.svg', '.xml']);

type Encoding = 'br' | 'gzip';
const encodingSuffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The encodings the client accepts (q > 0), from `Accept-Encoding`. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  return accepted;
}

interface Representation {
  file: string;
  encoding: Encoding | undefined;
  size: number;
  mtimeMs: number;
}

async function statFile(file: string): Promise<{ size: number; mtimeMs: number } | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? { size: info.size, mtimeMs: info.mtimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Picks the precompressed sibling the client accepts (br, then gzip), else the file itself. */
async function chooseRepresentation(file: string, acceptEncoding: string | undefined): Promise<Representation | undefined> {
  if (compressible.has(path.extname(file))) {
    const accepted = acceptedEncodings(acceptEncoding);
    for (const encoding of ['br', 'gzip'] as const) {
      if (!accepted.has(encoding) && !accepted.has('*')) continue;
      const variant = `${file}${encodingSuffix[encoding]}`;
      const info = await statFile(variant);
      if (info) return { file: variant, encoding, ...info };
    }
  }
  const info = await statFile(file);
  return info && { file, encoding: undefined, ...info };
}

function etagOf(representation: Representation): string {
  const version = `${representation.size.toString(36)}-${Math.floor(representation.mtimeMs).toString(36)}`;
  return `"${version}${representation.encoding ? `-${representation.encoding}` : ''}"`;
}

function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === etag;
  });
}

export interface SendSiteFileOptions {
  kind: SiteFileKind;
  /** 200 for a found file; 404 for the not-found page (no conditional answers then). */
  status?: number;
  /** Request headers the answer depends on besides Accept-Encoding (`/`: Accept-Language and Cookie, its offer of French). */
  vary?: readonly string[];
}

/**
 * Sends one file of the built site with its content type, cache policy, ETag (304 on a matching
 * If-None-Match) and the best precompressed variant the client accepts (`Vary: Accept-Encoding`).
 * Returns false if the file disappeared meanwhile (a rebuild), so the caller can answer 404.
 */
export async function sendSiteFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  options: SendSiteFileOptions,
): Promise<boolean> {
  const status = options.status ?? 200;
  const representation = await chooseRepresentation(file, request.headers['accept-encoding']);
  if (!representation) return false;
  const extension = path.extname(file);
  const etag = etagOf(representation);

  reply.header('content-type', contentTypes[extension] ?? 'application/octet-stream');
  if (!documentTypes.has(extension)) for (const name of documentOnlyHeaders) reply.removeHeader(name);
  reply.header('cache-control', status === 200 ? cacheControl[options.kind] : 'no-cache');
  const vary = [...(compressible.has(extension) ? ['Accept-Encoding'] : []), ...(options.vary ?? [])];
  if (vary.length) reply.header('vary', vary.join(', '));
  if (status === 200) {
    reply.header('etag', etag);
    // A hashed asset never changes (immutable) and its ETag suffices: no Last-Modified, ~50 bytes less
    // on each of the 10-20 asset requests of a first load on a slow, paid connection.
    if (options.kind !== 'asset') reply.header('last-modified', new Date(representation.mtimeMs).toUTCString());
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
      reply.status(304).send();
      return true;
    }
  }
  if (representation.encoding) reply.header('content-encoding', representation.encoding);
  reply.header('content-length', representation.size);
  reply.status(status);
  if (request.method === 'HEAD') {
    reply.send();
  } else {
    reply.send(createReadStream(representation.file));
  }
  return true;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Sends text the server generated for this request (a page rendered with its data, a sitemap), compressed as the client
 * accepts (br, then gzip), with `cacheControl` (`private, no-cache` for a forum page; `private, no-store` for one that
 * holds a customer's own data).
 */
export async function sendGenerated(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string,
  { type, cacheControl, status = 200 }: { type: string; cacheControl: string; status?: number },
): Promise<FastifyReply> {
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const raw = Buffer.from(body, 'utf8');
  reply.status(status).header('content-type', type).header('cache-control', cacheControl).header('vary', 'Accept-Encoding');
  let payload = raw;
  if (accepted.has('br') || accepted.has('*')) {
    payload = await brotli(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
    reply.header('content-encoding', 'br');
  } else if (accepted.has('gzip')) {
    payload = await gzipAsync(raw, { level: 6 });
    reply.header('content-encoding', 'gzip');
  }
  reply.header('content-length', payload.length);
  return reply.send(request.method === 'HEAD' ? undefined : payload);
}

/** A built file's text, or undefined when it is not there. */
export async function readText(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
}
