import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { LogLevel } from '@nestjs/common';
import { createSecurityLog, toApiError, type SecurityLog } from '@portal/server-core';
import { TOTAL_CAPPED_HEADER } from '@portal/contracts/claims';
import { AppModule } from '../app.module';
import type { ApiConfig } from '../config/api-config';
import { API_HELMET, BASELINE_HEADERS, DOCS_HELMET } from './security-headers';

export const API_PREFIX = 'api';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

const CLAIM_BODY_LIMIT = 16 * 1_048_576;

const DOCS_PATH = `${API_PREFIX}/docs`;

/** Keeps a caller's well-formed `x-request-id` so logs can be correlated; otherwise mints one. */
const requestId = (request: IncomingMessage): string => {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
};

/** The HTTP application (not yet listening): Fastify, `/api` prefix, security headers, CORS, request ids and OpenAPI docs. */
export async function createApp(
  config: ApiConfig,
  logger: LogLevel[] | false = ['log', 'warn', 'error'],
  securityLog: SecurityLog = createSecurityLog('api'),
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    genReqId: requestId,
    // Behind a load balancer the client's address (security events, rate limits) is in X-Forwarded-For.
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
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
    if (route.url === `/${DOCS_PATH}` || route.url.startsWith(`/${DOCS_PATH}/`))
      route.config = { ...route.config, helmet: DOCS_HELMET };
  });
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
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, securityLog), adapter, { logger });
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
