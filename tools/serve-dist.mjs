#!/usr/bin/env node
// `npm run serve:dist` of a remote: serves its dist/ on the registry's port (tools/remotes.json), with CORS.
import { spawn } from 'node:child_process';
import { basename, resolve } from 'node:path';
import { remoteByProject } from './remotes.mjs';

const project = basename(process.cwd());
const remote = remoteByProject(project);
if (!remote) {
  console.error(`${project} is not a remote of tools/remotes.json`);
  process.exit(2);
}
const port = String(process.env.PORT ?? remote.port);
const child = spawn(process.execPath, [resolve(import.meta.dirname, 'serve-static.mjs'), '--dir', 'dist', '--port', port, '--cors'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
