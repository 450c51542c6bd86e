import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { newCluster } from './new-cluster';

const kept = async () => (await readdir(tmpdir())).filter((name) => /^portal-pglite-.+-new-cluster\.tar$/.test(name));

describe('newCluster', () => {
  it('keeps the dump in the temp directory and gives it again', async () => {
    const first = await newCluster();
    const [file] = await kept();
    expect(file).toBeDefined();
    expect((await stat(join(tmpdir(), file!))).size).toBe(first.size);
    const second = await newCluster();
    expect(second.size).toBe(first.size);
    expect(Buffer.from(await second.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
  });
});
