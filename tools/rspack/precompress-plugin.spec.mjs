import { rspack } from '@rspack/core';
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PrecompressPlugin } from './precompress-plugin.mjs';

const build = (config) =>
  new Promise((resolve, reject) =>
    rspack(config, (error, stats) => (error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve(stats))),
  );

describe('PrecompressPlugin', () => {
  let dir;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'precompress-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes each twin after its file, so the static server never takes a fresh twin for a stale one', async () => {
    const chunks = Array.from({ length: 12 }, (_, index) => `chunk${index}`);
    for (const chunk of chunks) {
      await writeFile(join(dir, `${chunk}.js`), `export const text = ${JSON.stringify(`${chunk} `.repeat(400))};\n`);
    }
    await writeFile(join(dir, 'entry.js'), chunks.map((chunk) => `import('./${chunk}.js');`).join('\n'));
    await build({
      mode: 'production',
      context: dir,
      entry: './entry.js',
      output: { path: join(dir, 'dist') },
      optimization: { minimize: false },
      plugins: [new PrecompressPlugin()],
    });

    const files = await readdir(join(dir, 'dist'));
    const compressed = files.filter((file) => file.endsWith('.js') && files.includes(`${file}.br`));
    expect(compressed.length).toBeGreaterThan(chunks.length);
    for (const file of compressed) {
      const { mtimeMs } = await stat(join(dir, 'dist', file));
      for (const suffix of ['.br', '.gz']) {
        const twin = await stat(join(dir, 'dist', `${file}${suffix}`));
        expect([file + suffix, twin.mtimeMs >= mtimeMs]).toEqual([file + suffix, true]);
      }
    }
  });
});
