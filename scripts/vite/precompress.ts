import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `name.br` (brotli, best) and `name.gz` (gzip -9) beside every text file of the build, once, at build time,
 * so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing on every request.
 * Runs after every other plugin's last step, the service worker's build included; a copy that does not shrink the
 * file is not kept.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'slovo:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const outDir = join(config.root, config.build.outDir);
        for (const path of files(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue;
          const raw = readFileSync(path);
          if (raw.length < MIN_BYTES) continue;
          const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
          const gz = gzipSync(raw, { level: 9 });
          if (br.length < raw.length) writeFileSync(`${path}.br`, br);
          if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
        }
      },
    },
  };
}
