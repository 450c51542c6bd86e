// npm run lint's docs step: every relative link in README.md, CONTRIBUTING.md and docs/ must name a file or
// folder of the repository, and a `#fragment` into a Markdown file one of its headings (GitHub's anchors).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The Markdown files checked: the README, CONTRIBUTING and everything under docs/. */
export function docFiles(root) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith('.md') ? [join(dir, entry.name)] : [],
    );
  const top = ['README.md', 'CONTRIBUTING.md'].map((name) => join(root, name)).filter((file) => existsSync(file));
  return [...top, ...(existsSync(join(root, 'docs')) ? walk(join(root, 'docs')) : [])];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[`*_~]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const withoutCode = (text) => text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

function anchorsOf(file) {
  const seen = new Map();
  const anchors = new Set();
  for (const [, heading] of withoutCode(readFileSync(file, 'utf8')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = anchorOf(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** Each link of these files that resolves to nothing: `{ file, line, target, reason }`. */
export function brokenLinks(root, files = docFiles(root)) {
  const broken = [];
  for (const file of files) {
    const lines = withoutCode(readFileSync(file, 'utf8')).split('\n');
    lines.forEach((text, index) => {
      for (const [, target] of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
        const [path, fragment] = target.split('#');
        const resolved = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
        const report = (reason) => broken.push({ file: relative(root, file), line: index + 1, target, reason });
        if (!existsSync(resolved)) report('no such file');
        else if (fragment && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchorsOf(resolved).has(fragment))
          report('no such heading');
      }
    });
  }
  return broken;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(import.meta.dirname, '../..');
  const files = docFiles(root);
  const broken = brokenLinks(root, files);
  for (const { file, line, target, reason } of broken) console.error(`${file}:${line}: ${target} (${reason})`);
  console.log(`Docs links: ${files.length} files, ${broken.length} broken.`);
  process.exit(broken.length ? 1 : 0);
}
