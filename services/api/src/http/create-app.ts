import type { IncomingMessage } from 'node:http';
import { MikroORM } from '@mikro-orm/postgresql';
import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { LoggerService, LogLevel } from '@nestjs/common';
import { registerClaimsMetrics } from '@portal/claims';
import { createSecurityLog, toApiError, type SecurityLog } from '@portal/server-core';
import {
  acceptRequestId,
  createAccessRecorder,
  createLogger,
  createMetricsRegistry,
  registerPoolMetrics,
} from '@portal/server-observability';
import { TOTAL_CAPPED_HEADER } from '@portal/contracts/claims';
import { AppModule } from '../app.module';
import type { ApiConfig } from '../config/api-config';
import type { Observability } from '../observability/observability.module';
import { observeRequests } from '../observability/request-observation';
import { API_HELMET, BASELINE_HEADERS, DOCS_HELMET } from './security-headers';

export const API_PREFIX = 'api';

const CLAIM_BODY_LIMIT = 16 * 1_048_576;

const DOCS_PATH = `${API_PREFIX}/docs`;

/** Keeps a caller's well-formed `x-request-id` so logs can be correlated; otherwise mints one. */
const requestId = (request: IncomingMessage): string => acceptRequestId(request.headers['x-request-id']);

/**
 * The HTTP application (not yet listening): Fastify, `/api` prefix, security headers, CORS, request ids,
 * access lines and metrics (`observability`: silent and a fresh registry by default) and OpenAPI docs.
 */
export async function createApp(
  config: ApiConfig,
  logger: LoggerService | LogLevel[] | false = ['log', 'warn', 'error'],
  securityLog: SecurityLog = createSecurityLog('api'),
  observability: Observability = { log: createLogger('api', { level: 'silent' }), registry: createMetricsRegistry('api') },
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    genReqId: requestId,
    // Behind a load balancer the client's address (security events, rate limits) is in X-Forwarded-For.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // While draining, a request on a kept-alive connection is still served (not answered 503); the
    // connection closes after it (SIGTERM: services/api/src/start-api.ts).
    return503OnClosing: false,
    // Malformed URLs are refused by the router before Nest sees them; answer them in the same error shape.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const body = toApiError(error, request.id);
      reply.code(body.statusCode).headers(BASELINE_HEADERS).header('x-request-id', request.id).send(body);
    },
  });
  // A claim carries up to 5 receipts of 2 MB, base64 in its JSON: only that route takes a larger body.
  adapter.getInstance().addHook('onRoute', (route) => {
    if (route.url === `/${API_PREFIX}/claims` && route.method === 'POST') route.bodyLimit = CLAIM_BODY_LIMIT;
    // Swagger UI's page and assets (not the JSON and YAML documents) need their own CSP.
    if (route.url === `/${DOCS_PATH}` || route.url.startsWith(`/${DOCS_PATH}/`)) {
      // @fastify/helmet reads the route's config; its types do not declare `helmet` there.
      const config = { ...route.config, helmet: DOCS_HELMET };
      route.config = config;
    }
  });
  observeRequests(adapter.getInstance(), createAccessRecorder(observability.log, observability.registry));
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    // Responses carry health and banking data: never cached by browsers or proxies.
    reply.header('cache-control', 'no-store');
    done();
  });
  // A CORS preflight is answered by a hook that runs before helmet's: it gets the baseline headers here.
  adapter.getInstance().addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy') && !reply.raw.hasHeader('content-security-policy'))
      reply.headers(BASELINE_HEADERS);
    return payload;
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, securityLog, observability), adapter, {
    logger,
  });
  registerClaimsMetrics(observability.registry);
  const orm = app.get(MikroORM);
  registerPoolMetrics(observability.registry, () => orm.em.getConnection().getNativeClient());
  app.setGlobalPrefix(API_PREFIX);
  await app.register(helmet, API_HELMET);
  // The portal runs on other origins and updates with PUT and DELETE (the CORS default allows only GET, HEAD, POST).
  app.enableCors({
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-request-id', 'x-total-count', TOTAL_CAPPED_HEADER],
  });
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Provider claims portal API')
      .setVersion('1')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
      .build(),
  );
  SwaggerModule.setup(DOCS_PATH, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
  await app.init();
  return app;
}
