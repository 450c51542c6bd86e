import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { changedFiles } from './changed-files.mjs';

const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.test',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.test',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
};

describe('changedFiles', () => {
  let repo;
  const git = (...args) => execFileSync('git', args, { cwd: repo, env, encoding: 'utf8' });
  const write = (file, text = `${file}\n`) => writeFile(join(repo, file), text);

  beforeEach(async () => {
    repo = await mkdtemp(join(tmpdir(), 'changed-files-'));
    git('init', '-q', '-b', 'main');
    await write('.gitignore', 'ignored/\n*.log\n');
    await write('a.ts');
    await write('b.ts');
    await write('c.ts');
    git('add', '.');
    git('commit', '-q', '-m', 'initial');
  });
  afterEach(() => rm(repo, { recursive: true, force: true }));

  it('finds nothing on main without changes, with or without an upstream (a fresh CI clone)', () => {
    expect(changedFiles(repo)).toMatchObject({ base: 'main', files: [] });
    expect(changedFiles(repo, ['origin/main'])).toMatchObject({ base: null, files: [] });
  });

  it('lists what a branch committed since the merge base, plus uncommitted and untracked files, not deleted or ignored ones', async () => {
    git('checkout', '-q', '-b', 'feature');
    await write('a.ts', 'changed\n');
    await write('new.ts');
    git('add', '.');
    git('commit', '-q', '-m', 'feature work');
    git('rm', '-q', 'c.ts');
    git('commit', '-q', '-m', 'remove c');
    git('checkout', '-q', 'main');
    await write('main-only.ts');
    git('add', '.');
    git('commit', '-q', '-m', 'main moves on');
    git('checkout', '-q', 'feature');
    await write('b.ts', 'uncommitted\n');
    await write('untracked.ts');
    await write('debug.log');
    await mkdir(join(repo, 'ignored'));
    await write('ignored/x.ts');
    expect(changedFiles(repo)).toEqual({
      root: expect.any(String),
      base: 'main',
      files: ['a.ts', 'b.ts', 'new.ts', 'untracked.ts'],
    });
  });

  it('prefers origin/main when the clone has one', async () => {
    git('checkout', '-q', '-b', 'feature');
    await write('a.ts', 'changed\n');
    git('commit', '-qam', 'feature work');
    git('update-ref', 'refs/remotes/origin/main', 'feature');
    expect(changedFiles(repo)).toMatchObject({ base: 'origin/main', files: [] });
  });

  it('checks only uncommitted work when there is no main branch at all', async () => {
    git('branch', '-m', 'main', 'trunk');
    await write('a.ts', 'edited\n');
    expect(changedFiles(repo)).toMatchObject({ base: null, files: ['a.ts'] });
  });
});
