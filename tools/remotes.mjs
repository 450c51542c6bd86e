// The one registry of the remotes (tools/remotes.json), for the build, the start script and reports.
import { readFileSync } from 'node:fs';

/** @type {{ name: string, project: string, federationName: string, port: number, devPort: number, portVariable: string, devPortVariable: string }[]} */
export const REMOTES = JSON.parse(readFileSync(new URL('./remotes.json', import.meta.url), 'utf8')).remotes;

export const remoteByProject = (project) => REMOTES.find((remote) => remote.project === project);
