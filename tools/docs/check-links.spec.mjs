import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { anchorOf, brokenLinks } from './check-links.mjs';

function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'docs-links-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('docs link check', () => {
  it("names GitHub's anchors", () => {
    expect(anchorOf('Claims: submission, adjudication, search')).toBe('claims-submission-adjudication-search');
    expect(anchorOf('Coverage check and void (ADR 026)')).toBe('coverage-check-and-void-adr-026');
    expect(anchorOf('`npm start` ports')).toBe('npm-start-ports');
  });

  it('accepts links to files, folders and headings, and ignores web links and code', () => {
    const root = repo({
      'README.md': '[a](docs/a.md) [b](docs/a.md#second-part) [c](tools/) [d](https://x.test/none) `[e](none.md)`\n',
      'docs/a.md': '# A\n\n## Second part\n\n[back](../README.md) [self](#a)\n\n```\n[f](none.md)\n```\n',
      'tools/x.mjs': '',
    });
    expect(brokenLinks(root)).toEqual([]);
  });

  it('reports a missing file and a missing heading, with file and line', () => {
    const root = repo({
      'README.md': '# Title\n\nsee [gone](docs/gone.md)\n',
      'docs/a.md': '# A\n[bad anchor](../README.md#nothing-here)\n',
    });
    expect(brokenLinks(root)).toEqual([
      { file: 'README.md', line: 3, target: 'docs/gone.md', reason: 'no such file' },
      { file: 'docs/a.md', line: 2, target: '../README.md#nothing-here', reason: 'no such heading' },
    ]);
  });

  it("finds no broken link in this repository's docs", () => {
    expect(brokenLinks(resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
