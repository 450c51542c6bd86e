import { readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { dumpNewCluster } from '@portal/server-database';

const require = createRequire(import.meta.url);

/** Where `newCluster` keeps its dump in `dir`: one file per PGlite version. */
export async function newClusterFile(dir: string): Promise<string> {
  const pglite = JSON.parse(
    await readFile(join(dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8'),
  ) as { version: string };
  return join(dir, `portal-pglite-${pglite.version}-new-cluster.tar`);
}

/**
 * A new embedded cluster for a test file to load. initdb takes PGlite 3.5 s on CI's machine and loading its dump
 * under one, so the dump is made once per PGlite version, kept in `dir` (the system's temp directory) and shared by
 * every test file and run.
 */
export async function newCluster(dir = tmpdir()): Promise<Blob> {
  const file = await newClusterFile(dir);
  const kept = await readFile(file).catch(() => null);
  if (kept) return new Blob([kept]);
  const dump = await dumpNewCluster();
  // Test files starting at once each write their own, then rename: a reader never sees half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return dump;
}
