#!/usr/bin/env node
// Fails when a remote's built CSS holds a selector that reaches outside its room (ADR 054): each rule of
// each remote's dist/*.css must name a class of its own, the class attribute or the remote's root
// (`[data-remote="<name>"]`); a class of the shell's stylesheet does not count. Run by `npm run bundle:report`.
//   node tools/remote-css-report.mjs [workspace]     (after building the apps)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import postcss from 'postcss';
import { REMOTES } from './remotes.mjs';
import { remoteRoot, selectorsOf, staysInRoom } from './rspack/remote-css-scope.mjs';

const cssFiles = (dist) => {
  if (!existsSync(dist)) throw new Error(`${dist} is missing: build the apps first`);
  return readdirSync(dist).filter((file) => file.endsWith('.css'));
};

const inKeyframes = (rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name);

/** The class names the shell's own CSS styles (its landing's and app's). */
function shellClassesOf(dist) {
  const classes = new Set();
  for (const file of cssFiles(dist)) {
    postcss.parse(readFileSync(join(dist, file), 'utf8')).walkRules((rule) => {
      for (const [, name] of rule.selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
    });
  }
  return classes;
}

/** Every selector of a remote's built CSS that can match outside its root: `{ remote, file, selector }`. */
export function selectorsOutsideRoom(workspace) {
  const shellClasses = shellClassesOf(join(workspace, 'shell', 'dist'));
  const found = [];
  for (const remote of REMOTES) {
    const dist = join(workspace, remote.project, 'dist');
    const root = remoteRoot(remote.name);
    for (const file of cssFiles(dist)) {
      postcss.parse(readFileSync(join(dist, file), 'utf8')).walkRules((rule) => {
        if (inKeyframes(rule)) return;
        for (const selector of selectorsOf(rule.selector)) {
          if (!staysInRoom(selector, { root, shellClasses })) found.push({ remote: remote.project, file, selector });
        }
      });
    }
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const workspace = resolve(process.argv[2] ?? join(import.meta.dirname, '..'));
  const outside = selectorsOutsideRoom(workspace);
  if (outside.length) {
    console.error(`Remote CSS reaching outside its remote's root (ADR 054), ${outside.length} selector(s):`);
    for (const { remote, file, selector } of outside) console.error(`  ${remote}/dist/${file}: ${selector}`);
    process.exit(1);
  }
  console.log(`Remote CSS: every selector of ${REMOTES.length} remotes stays under its root`);
}
