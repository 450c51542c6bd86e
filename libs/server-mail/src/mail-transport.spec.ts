import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailTransport } from './mail-transport';

describe('file mail transport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mail-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes one .eml file per message, named by its outbox id', async () => {
    const transport = createMailTransport({ smtpUrl: undefined, mailDir: join(dir, 'nested'), from: 'Portal <p@example.test>' });
    await transport.send({ id: 'abc', to: 'someone@example.test', subject: 'Hello', text: 'Open https://x.test/a?b=1' });
    const eml = await readFile(join(dir, 'nested', 'abc.eml'), 'utf8');
    expect(eml).toMatch(/^From: Portal <p@example.test>$/m);
    expect(eml).toMatch(/^To: someone@example.test$/m);
    expect(eml).toMatch(/^Subject: Hello$/m);
    expect(eml).toContain('Open https://x.test/a?b=1');
    transport.close();
  });
});
