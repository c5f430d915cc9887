import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { openApiDocument } from '@orisun/api/openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../auth/sessions.ts';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { acceptedEncodings } from '../static/send.ts';

export interface ApiDocsRoutesOptions {
  config: Pick<Config, 'publicUrl' | 'forum'>;
  version: string;
}

/** Where the document and its reference page are. */
export const apiDocsPaths = { document: '/api/openapi.json', page: '/api/docs', assets: '/api/docs/' } as const;

/** Swagger UI's files, from its npm package (swagger-ui-dist): served from here, never from a CDN. */
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The reference page's script: Swagger UI on the document. A file of its own, as the CSP allows no inline script.
 * `validatorUrl: null`: Swagger UI would otherwise send the document to an online validator.
 */
const initScript = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(apiDocsPaths.document)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
});
`;

const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Orisun Software</title>
<meta name="robots" content="noindex">
<link rel="icon" type="image/png" href="${apiDocsPaths.assets}favicon-32x32.png">
<link rel="stylesheet" href="${apiDocsPaths.assets}swagger-ui.css">
</head>
<body>
<main id="swagger-ui"><noscript><p>The API reference needs JavaScript. The OpenAPI document itself is at <a href="${apiDocsPaths.document}">${apiDocsPaths.document}</a>.</p></noscript></main>
<script src="${apiDocsPaths.assets}swagger-ui-bundle.js"></script>
<script src="${apiDocsPaths.assets}init.js"></script>
</body>
</html>
`;

const types = {
  html: 'text/html; charset=utf-8',
  json: 'application/json; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  png: 'image/png',
} as const;

/** The reference page's assets by name: Swagger UI's files, and the script that starts it. */
const assets: Readonly<Record<string, { type: string; read: () => Promise<Buffer> }>> = {
  'swagger-ui-bundle.js': { type: types.js, read: () => readFile(path.join(swaggerUiDir, 'swagger-ui-bundle.js')) },
  'swagger-ui.css': { type: types.css, read: () => readFile(path.join(swaggerUiDir, 'swagger-ui.css')) },
  'favicon-32x32.png': { type: types.png, read: () => readFile(path.join(swaggerUiDir, 'favicon-32x32.png')) },
  'init.js': { type: types.js, read: async () => Buffer.from(initScript) },
};

interface Representations {
  type: string;
  etag: string;
  identity: Buffer;
  /** Compressed once, at the first request that accepts it (brotli at quality 5: 1.7 MB of Swagger UI in ~0.2 s). */
  br: () => Promise<Buffer>;
  gzip: () => Promise<Buffer>;
}

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
};

function representations(type: string, body: Buffer): Representations {
  return {
    type,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    identity: body,
    br: once(() =>
      promisify(brotliCompress)(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ),
    gzip: once(() => promisify(gzip)(body, { level: 9 })),
  };
}

/**
 * Sends one of the docs' bodies: compressed when the client takes it, revalidated with its ETag (`no-cache`: a new
 * release's document and Swagger UI are fetched again, an unchanged one answers 304).
 */
async function send(request: FastifyRequest, reply: FastifyReply, body: Representations) {
  reply.header('content-type', body.type).header('cache-control', 'no-cache').header('etag', body.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (encoding === undefined || body.identity.length < 1024) return reply.send(body.identity);
  return reply.header('content-encoding', encoding).send(await body[encoding]());
}

/**
 * The API's reference: the OpenAPI 3.1 document generated from the contract's zod schemas (`GET /api/openapi.json`,
 * made at the first request and kept), and a page that renders it with Swagger UI (`GET /api/docs`), whose files the
 * server serves itself, so the page runs under the site's Content-Security-Policy as it is: scripts and styles from
 * this origin only, no inline script, no eval.
 */
export async function apiDocsRoutes(app: FastifyInstance, { config, version }: ApiDocsRoutesOptions): Promise<void> {
  const document = once(async () => {
    const made = openApiDocument({
      serverUrl: config.publicUrl,
      version,
      sessionCookie: sessionCookieName(config.publicUrl),
      forumPostRules: { titleMin: config.forum.minTitleLength, postMin: config.forum.minPostLength },
    });
    return representations(types.json, Buffer.from(JSON.stringify(made)));
  });
  const pageBody = representations(types.html, Buffer.from(page));
  const assetBodies = new Map(Object.entries(assets).map(([name, asset]) => [name, once(async () => representations(asset.type, await asset.read()))]));

  app.get(apiDocsPaths.document, async (request, reply) => send(request, reply, await document()));
  app.get(apiDocsPaths.page, async (request, reply) => send(request, reply, pageBody));
  app.get<{ Params: { asset: string } }>(`${apiDocsPaths.assets}:asset`, async (request, reply) => {
    const asset = assetBodies.get(request.params.asset);
    if (!asset) throw new HttpError(404, `The API reference has no file ${request.params.asset}.`);
    return send(request, reply, await asset());
  });
}
