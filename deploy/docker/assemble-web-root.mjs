// Lays out built web apps as the web image serves them, with .gz and .br beside each compressible file
// (nginx's gzip_static/brotli_static send them without compressing per request):
//
//   node deploy/docker/assemble-web-root.mjs <out> <project>...   e.g. <out> shell mf-provider
//
// shell/dist -> <out>/shell, mf-provider/dist -> <out>/remotes/mf-provider. Source maps and build
// reports are left out. Used by deploy/docker/web.Dockerfile and `npm run test:production`.
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|webmanifest)$/;
const LEFT_OUT = /(\.map|^bundle-stats\.json|^landing-stats\.json|^mf-stats\.json)$/;
const MIN_BYTES = 1024;

export async function assembleWebRoot(out, projects, workspace = resolve(import.meta.dirname, '../..')) {
  for (const project of projects) {
    const target = project === 'shell' ? join(out, 'shell') : join(out, 'remotes', project);
    await cp(join(workspace, project, 'dist'), target, {
      recursive: true,
      filter: (source) => !LEFT_OUT.test(source.split('/').pop() ?? ''),
    });
    await precompress(target);
  }
}

async function precompress(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const content = await readFile(file);
    if (content.length < MIN_BYTES) continue;
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [out, ...projects] = process.argv.slice(2);
  if (!out || !projects.length) {
    console.error('Usage: assemble-web-root.mjs <out> <project>...');
    process.exit(2);
  }
  await assembleWebRoot(resolve(out), projects);
}
