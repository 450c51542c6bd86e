import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Role, type PortalClaims } from '@portal/contracts';
import { CONTACT_MAX_LENGTHS, contactMessageSchema } from '@portal/contracts/contact';
import { createMailTransport, mailMessageSchema } from '@portal/server-mail';
import { contactMail } from './contact-mail';

const SENDER: PortalClaims = { sub: 'user-1', role: Role.Provider, username: 'provider', providerId: null };
const IDS = { messageId: '7', requestId: 'r-1' };
const FORGED = {
  name: 'Dana\r\nAccount: admin (SuperAdmin)',
  email: 'dana@example.test\nBcc: intruder@example.test',
  subject: 'Deposit\r\nBcc: intruder@example.test\r\nX-Priority: 1',
  message: 'Hello,\nwhen is the next deposit?',
};

describe('contactMail', () => {
  it('keeps what the sender typed on the lines the portal gives it', () => {
    const mail = contactMail(FORGED, SENDER, IDS, 'admin@example.test');
    expect(mail.subject).toBe('Portal message: Deposit Bcc: intruder@example.test X-Priority: 1');
    expect(mail.text.split('\n')).toEqual([
      'From: Dana Account: admin (SuperAdmin) <dana@example.test Bcc: intruder@example.test>',
      'Account: provider (Provider)',
      'Message 7, request r-1',
      '',
      'Hello,',
      'when is the next deposit?',
    ]);
  });

  it('fits the longest subject the contract takes into the mail subject', () => {
    const subject = 's'.repeat(CONTACT_MAX_LENGTHS.subject);
    expect(contactMessageSchema.parse({ ...FORGED, name: 'Dana', email: 'dana@example.test', subject }).subject).toBe(subject);
    expect(mailMessageSchema.parse(contactMail({ ...FORGED, subject }, SENDER, IDS, 'admin@example.test')).subject).toHaveLength(
      'Portal message: '.length + CONTACT_MAX_LENGTHS.subject,
    );
  });

  it('never lets the text become a header of the sent e-mail', async () => {
    const mailDir = await mkdtemp(join(tmpdir(), 'contact-mail-'));
    try {
      const transport = createMailTransport({ smtpUrl: undefined, mailDir, from: 'Portal <portal@example.test>' });
      await transport.send({ id: 'm1', ...contactMail(FORGED, SENDER, IDS, 'admin@example.test') });
      transport.close();
      const [head = ''] = (await readFile(join(mailDir, 'm1.eml'), 'utf8')).split(/\r?\n\r?\n/);
      const names = head
        .split(/\r?\n/)
        .filter((line) => !/^\s/.test(line))
        .map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
      expect(names).not.toContain('bcc');
      expect(names).not.toContain('x-priority');
      expect(names.filter((name) => name === 'subject')).toHaveLength(1);
    } finally {
      await rm(mailDir, { recursive: true, force: true });
    }
  });
});

describe('contactMessageSchema', () => {
  it('refuses line breaks and control characters in name, e-mail and subject, and keeps them in the message', () => {
    const result = contactMessageSchema.safeParse(FORGED);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['name', 'email', 'subject']);
    expect(contactMessageSchema.parse({ ...FORGED, name: 'Dana', email: 'dana@example.test', subject: 'Deposit' }).message).toBe(
      FORGED.message,
    );
  });
});
