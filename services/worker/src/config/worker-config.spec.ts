import { resolve } from 'node:path';
import { ConfigError } from '@portal/server-core';
import { loadWorkerConfig } from './worker-config';

const base = { DATABASE_URL: 'postgres://app@db:5432/portal' };

describe('worker configuration', () => {
  it('has defaults for everything but the database', () => {
    expect(loadWorkerConfig(base)).toEqual({
      databaseUrl: 'postgres://app@db:5432/portal',
      metrics: { port: 9466, host: '0.0.0.0' },
      mail: {
        smtpUrl: undefined,
        mailDir: resolve('.data/mail'),
        from: 'Provider Portal <no-reply@localhost>',
        batchSize: 500,
        leaseSeconds: 60,
        pollIntervalMs: 1000,
        smtpPool: { maxConnections: 8, maxMessages: 1000, socketTimeoutMs: 30_000 },
        retentionDays: 30,
        purgeIntervalMs: 3_600_000,
      },
      readjudication: { intervalMs: 60_000, batchSize: 200 },
    });
  });

  it('reads the intervals, sizes and SMTP settings', () => {
    const config = loadWorkerConfig({
      ...base,
      SMTP_URL: 'smtp://mail.example:25',
      METRICS_PORT: '9566',
      MAIL_BATCH_SIZE: '50',
      MAIL_LEASE_SECONDS: '20',
      SMTP_POOL_CONNECTIONS: '3',
      MAIL_RETENTION_DAYS: '7',
      READJUDICATION_INTERVAL_SECONDS: '5',
    });
    expect(config).toMatchObject({
      metrics: { port: 9566 },
      mail: {
        smtpUrl: 'smtp://mail.example:25',
        batchSize: 50,
        leaseSeconds: 20,
        smtpPool: { maxConnections: 3, socketTimeoutMs: 10_000 },
        retentionDays: 7,
      },
      readjudication: { intervalMs: 5000 },
    });
  });

  it('names every bad variable', () => {
    const attempt = () =>
      loadWorkerConfig({
        DATABASE_URL: 'mysql://db',
        MAIL_BATCH_SIZE: '0',
        MAIL_LEASE_SECONDS: '2',
        MAIL_RETENTION_DAYS: 'forever',
      });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/DATABASE_URL.*MAIL_BATCH_SIZE.*MAIL_LEASE_SECONDS.*MAIL_RETENTION_DAYS/s);
    expect(() => loadWorkerConfig({ ...base, SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('refuses a poll interval as long as the lease', () => {
    expect(() => loadWorkerConfig({ ...base, MAIL_LEASE_SECONDS: '10', MAIL_POLL_INTERVAL_MS: '10000' })).toThrow(
      /MAIL_POLL_INTERVAL_MS: must be shorter than MAIL_LEASE_SECONDS/,
    );
  });
});
