import { resolve } from 'node:path';
import { ConfigError } from '@portal/server-core';
import { loadMailConfig } from './mail-config';

describe('mail configuration', () => {
  it('writes .eml files under .data/mail by default', () => {
    expect(loadMailConfig({})).toEqual({
      smtpUrl: undefined,
      mailDir: resolve('.data/mail'),
      from: 'Provider Portal <no-reply@localhost>',
    });
  });

  it('accepts an SMTP URL and a sender', () => {
    const config = loadMailConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465', MAIL_FROM: 'Portal <portal@example.test>' });
    expect(config).toMatchObject({ smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Portal <portal@example.test>' });
  });

  it('refuses a URL that is not SMTP, naming the variable', () => {
    expect(() => loadMailConfig({ SMTP_URL: 'http://mail.example' })).toThrow(ConfigError);
    expect(() => loadMailConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });
});
