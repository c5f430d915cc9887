/**
 * Build step 3 of 4 (after the client and SSR builds, before the prerender, so its
 * precompression sees these files): writes the press media assets and service sheets into
 * `dist/client/downloads/`, generated from the content modules. Fails the build when a file is
 * empty or heavier than the size the Press Center states.
 *
 * Run from `site/`: `node --conditions=@orisun/source --import tsx src/build/build-downloads.ts`.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatMaxSize, mediaAssets } from '../content/pressMedia.ts';
import { buildDownloads } from '../downloads/index.ts';

const outDir = path.resolve(import.meta.dirname, '../../dist/client/downloads');
/** Any file, e.g. a service sheet, stays under this. */
const defaultMaxBytes = 1024 * 1024;

async function main() {
  const started = Date.now();
  const files = await buildDownloads();
  await rm(outDir, { recursive: true, force: true });
  for (const [rel, data] of files) {
    const href = `/downloads/${rel}`;
    const max = mediaAssets.find((a) => a.download === href)?.maxBytes ?? defaultMaxBytes;
    if (data.byteLength === 0) throw new Error(`build-downloads: ${href} is empty`);
    if (data.byteLength > max) throw new Error(`build-downloads: ${href} is ${data.byteLength} bytes, over the stated ${formatMaxSize(max)}`);
    const file = path.join(outDir, rel);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
    console.log(`downloads: ${href.padEnd(48)} ${(data.byteLength / 1024).toFixed(1).padStart(7)} KB`);
  }
  for (const asset of mediaAssets) if (!files.has(asset.download.replace(/^\/downloads\//, ''))) throw new Error(`build-downloads: nothing generated for ${asset.download}`);
  console.log(`downloads: ${files.size} files in ${Date.now() - started} ms`);
}

await main();
