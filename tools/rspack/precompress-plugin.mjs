import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Build reports and source maps are not sent to browsers. */
const NOT_SERVED = /(-stats\.json|\.map)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;
const SUFFIXES = ['.br', '.gz'];

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each compressible asset of a production
 * build, so a static server sends them as they are instead of compressing on every request (issue 20 §1).
 */
export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    const compressed = new Set();
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compressed.clear();
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          for (const asset of compilation.getAssets()) {
            if (!COMPRESSIBLE.test(asset.name) || NOT_SERVED.test(asset.name)) continue;
            const content = asset.source.buffer();
            if (content.length < MIN_BYTES) continue;
            const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            compilation.emitAsset(`${asset.name}.br`, new sources.RawSource(brotli));
            compilation.emitAsset(`${asset.name}.gz`, new sources.RawSource(gzipSync(content, { level: 9 })));
            compressed.add(asset.name);
          }
        },
      );
    });
    // Assets are written in parallel, so a twin can land on disk before its file; the static server ignores a
    // twin older than its file (a stale one), so each twin is touched once every asset is written.
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async () => {
      const now = new Date();
      await Promise.all(
        [...compressed].flatMap((name) =>
          SUFFIXES.map((suffix) => utimes(join(compiler.outputPath, `${name}${suffix}`), now, now)),
        ),
      );
    });
  }
}
