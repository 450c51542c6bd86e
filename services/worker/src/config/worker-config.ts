import { parseConfig } from '@portal/server-core';
import { loadMailConfig, type MailConfig } from '@portal/server-mail';
import { z } from 'zod';

const positiveInt = z.coerce.number().int().positive();

const envSchema = z
  .object({
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9466),
    METRICS_HOST: z.string().min(1).default('0.0.0.0'),
    MAIL_BATCH_SIZE: positiveInt.max(5000).default(500),
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
    MAIL_POLL_INTERVAL_MS: positiveInt.max(60_000).default(1000),
    SMTP_POOL_CONNECTIONS: positiveInt.max(100).default(8),
    SMTP_POOL_MAX_MESSAGES: positiveInt.default(1000),
    MAIL_RETENTION_DAYS: positiveInt.max(3650).default(30),
    MAIL_PURGE_INTERVAL_SECONDS: positiveInt.default(3600),
    READJUDICATION_INTERVAL_SECONDS: positiveInt.default(60),
    READJUDICATION_BATCH_SIZE: positiveInt.max(5000).default(200),
  })
  .refine((env) => env.MAIL_POLL_INTERVAL_MS < env.MAIL_LEASE_SECONDS * 1000, {
    path: ['MAIL_POLL_INTERVAL_MS'],
    message: 'must be shorter than MAIL_LEASE_SECONDS',
  });

export interface WorkerConfig {
  databaseUrl: string;
  metrics: { port: number; host: string };
  mail: MailConfig & {
    batchSize: number;
    leaseSeconds: number;
    pollIntervalMs: number;
    /** Used only with SMTP_URL: connections kept open, messages each carries before it is replaced. */
    smtpPool: { maxConnections: number; maxMessages: number; socketTimeoutMs: number };
    retentionDays: number;
    purgeIntervalMs: number;
  };
  readjudication: { intervalMs: number; batchSize: number };
}

/** The worker's settings from the environment, every bad value named at start-up. */
export function loadWorkerConfig(env: Record<string, string | undefined>): WorkerConfig {
  const parsed = parseConfig(envSchema, env);
  return {
    databaseUrl: parsed.DATABASE_URL,
    metrics: { port: parsed.METRICS_PORT, host: parsed.METRICS_HOST },
    mail: {
      ...loadMailConfig(env),
      batchSize: parsed.MAIL_BATCH_SIZE,
      leaseSeconds: parsed.MAIL_LEASE_SECONDS,
      pollIntervalMs: parsed.MAIL_POLL_INTERVAL_MS,
      // A stalled SMTP connection fails well inside the lease, so no other worker takes a row still being sent.
      smtpPool: {
        maxConnections: parsed.SMTP_POOL_CONNECTIONS,
        maxMessages: parsed.SMTP_POOL_MAX_MESSAGES,
        socketTimeoutMs: (parsed.MAIL_LEASE_SECONDS * 1000) / 2,
      },
      retentionDays: parsed.MAIL_RETENTION_DAYS,
      purgeIntervalMs: parsed.MAIL_PURGE_INTERVAL_SECONDS * 1000,
    },
    readjudication: {
      intervalMs: parsed.READJUDICATION_INTERVAL_SECONDS * 1000,
      batchSize: parsed.READJUDICATION_BATCH_SIZE,
    },
  };
}
