// Renders deploy/nginx for this machine exactly as the web image's entrypoint does with envsubst: only
// the names listed in deploy/nginx/variables are replaced, every one must be given.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

export const NGINX_SOURCE = resolve(import.meta.dirname, '../../deploy/nginx');

export async function renderNginxConfig(out, values) {
  const names = (await readFile(join(NGINX_SOURCE, 'variables'), 'utf8')).split('\n').filter(Boolean);
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length) throw new Error(`nginx config: no value for ${missing.join(', ')}`);
  await mkdir(out, { recursive: true });
  for (const file of await readdir(NGINX_SOURCE)) {
    if (file.endsWith('.template')) {
      const text = await readFile(join(NGINX_SOURCE, file), 'utf8');
      const rendered = names.reduce((acc, name) => acc.replaceAll(`\${${name}}`, values[name]), text);
      await writeFile(join(out, file.replace(/\.template$/, '')), rendered);
    } else if (file.endsWith('.conf')) await copyFile(join(NGINX_SOURCE, file), join(out, file));
  }
  return join(out, 'nginx.conf');
}
