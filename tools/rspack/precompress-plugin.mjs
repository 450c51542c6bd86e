import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest)$/;
/** Build reports and source maps are not sent to browsers. */
const NOT_SERVED = /(-stats\.json|\.map)$/;
/** Below this, compression saves less than the headers it costs. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each compressible asset of a production
 * build, so a static server sends them as they are instead of compressing on every request (issue 20 §1).
 */
export class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
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
          }
        },
      );
    });
  }
}
