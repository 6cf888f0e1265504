// After `react-router build`: writes a brotli (.br) and a gzip (.gz) copy beside every text asset
// of build/client, at the highest levels, once. The server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing each JavaScript chunk again on every
// request (docs/decisions/0023-fast-trustworthy-ci.md).
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build/client");
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
/** Smaller files gain nothing worth a second request path (the server's own threshold). */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let raw = 0;
let compressed = 0;
for await (const file of files(clientDir)) {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) continue;
  const [br, gzipped] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
  count += 1;
  raw += content.length;
  compressed += br.length;
}
console.log(`precompressed ${count} assets: ${(raw / 1024).toFixed(0)} KiB -> ${(compressed / 1024).toFixed(0)} KiB brotli`);
