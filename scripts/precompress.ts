import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Writes `.br` and `.gz` beside every compressible file of `dir` worth compressing (served by @fastify/static). */
export function precompressDir(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      precompressDir(path);
      continue;
    }
    if (!COMPRESSIBLE.test(entry.name) || statSync(path).size < 1024) continue;
    const data = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
  }
}

/** Vite plugin: precompress the build output once it is written (build time, never per request). */
export function precompress(): Plugin {
  let outDir = "";
  return {
    name: "minuta-precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
