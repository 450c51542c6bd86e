import { Controller, Get, NotFoundException, Param, Req, Res, StreamableFile } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { auditActorOf } from '@portal/audit';
import { apiErrorSchema, Role, type PortalClaims } from '@portal/contracts';
import {
  PAYMENT_MESSAGES,
  paymentRouteSchemas,
  paymentRunIdSchema,
  paymentRunSchema,
  type PaymentRun,
  type PaymentRunCreate,
  type PaymentRunQuery,
} from '@portal/contracts/payments';
import {
  CurrentUser,
  Endpoint,
  openApiSchema,
  RouteBody,
  RouteParam,
  RouteQuery,
  Roles,
  ZodValidationPipe,
} from '@portal/server-core';
import { z } from 'zod';
import { Cpa005FileService } from '../cpa005/cpa005-file.service';
import { PaymentRunsReadService } from './payment-runs-read.service';
import { PaymentRunsService } from './payment-runs.service';

interface IdentifiedRequest {
  id: string;
}

interface Reply {
  header(name: string, value: string): unknown;
  status(code: number): unknown;
}

const ADMINISTRATORS = [Role.Administrator, Role.SuperAdmin] as const;

@ApiTags('payments')
@ApiBearerAuth()
@Controller()
export class PaymentRunsController {
  constructor(
    private readonly runs: PaymentRunsService,
    private readonly reads: PaymentRunsReadService,
    private readonly files: Cpa005FileService,
  ) {}

  @Endpoint(paymentRouteSchemas.createRun)
  @Roles(...ADMINISTRATORS)
  @ApiCreatedResponse({ description: 'The run of that date, made now', schema: openApiSchema(paymentRunSchema) })
  @ApiOkResponse({ description: 'The date already had its run: that run, unchanged', schema: openApiSchema(paymentRunSchema) })
  @ApiForbiddenResponse({ description: 'Anyone but Administrator and SuperAdmin', schema: openApiSchema(apiErrorSchema) })
  async create(
    @RouteBody(paymentRouteSchemas.createRun) body: PaymentRunCreate,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<PaymentRun> {
    const { runId, created } = await this.runs.run(body.paymentDate, { ...auditActorOf(user), requestId: request.id });
    reply.status(created ? 201 : 200);
    return this.found(runId);
  }

  @Endpoint(paymentRouteSchemas.runs)
  @Roles(...ADMINISTRATORS)
  @ApiOkResponse({
    description: 'A page of runs, newest date first; x-total-count',
    schema: openApiSchema(z.array(paymentRunSchema)),
  })
  async list(
    @RouteQuery(paymentRouteSchemas.runs) query: PaymentRunQuery,
    @Res({ passthrough: true }) reply: Reply,
  ): Promise<PaymentRun[]> {
    const page = await this.reads.list(query);
    reply.header('x-total-count', String(page.total));
    return page.runs;
  }

  @Endpoint(paymentRouteSchemas.run)
  @Roles(...ADMINISTRATORS)
  @ApiOkResponse({ schema: openApiSchema(paymentRunSchema) })
  @ApiNotFoundResponse({ schema: openApiSchema(apiErrorSchema) })
  async findOne(@RouteParam(paymentRouteSchemas.run, 'runId') runId: string): Promise<PaymentRun> {
    return this.found(runId);
  }

  @Get('payment-runs/:runId/cpa005')
  @Roles(...ADMINISTRATORS)
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'The run as a CPA Standard 005 file (1,464-character records, CRLF after each); audited' })
  @ApiNotFoundResponse({ schema: openApiSchema(apiErrorSchema) })
  async cpa005(
    @Param('runId', new ZodValidationPipe(paymentRunIdSchema)) runId: string,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<StreamableFile> {
    const file = await this.files.download(runId, { ...auditActorOf(user), requestId: request.id });
    return new StreamableFile(Buffer.from(file.content, 'ascii'), {
      type: 'text/plain; charset=us-ascii',
      disposition: `attachment; filename="${file.fileName}"`,
    });
  }

  private async found(runId: string): Promise<PaymentRun> {
    const run = await this.reads.findById(runId);
    if (!run) throw new NotFoundException(PAYMENT_MESSAGES.runNotFound);
    return run;
  }
}
