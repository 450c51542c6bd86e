import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newCluster, newClusterFile } from './new-cluster';

describe('newCluster', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'new-cluster-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('dumps a new cluster when none is kept, and keeps it under the PGlite version, whole', async () => {
    const dump = await newCluster(dir);
    const file = await newClusterFile(dir);
    expect(file).toMatch(/portal-pglite-\d+\.\d+\.\d+-new-cluster\.tar$/);
    expect(dump.size).toBeGreaterThan(1_000_000);
    expect((await readFile(file)).equals(Buffer.from(await dump.arrayBuffer()))).toBe(true);
    expect(await readdir(dir)).toEqual([file.split('/').pop()]);
  });

  it('gives the kept dump without making another', async () => {
    await writeFile(await newClusterFile(dir), 'kept');
    expect(await (await newCluster(dir)).text()).toBe('kept');
  });
});
