import { Readable } from 'node:stream';
import { Controller, Get, Query, Req, Res, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import {
  apiErrorSchema,
  Role,
  type Claim,
  type ClaimSearchQuery,
  type ClaimsSummary,
  type ClaimsSummaryQuery,
  type PortalClaims,
} from '@portal/contracts';
import {
  TOTAL_CAPPED_HEADER,
  claimRouteSchemas,
  claimSchema,
  claimSearchQuerySchema,
  claimsSummarySchema,
} from '@portal/contracts/claims';
import {
  ApiQueryOf,
  CurrentUser,
  Endpoint,
  openApiSchema,
  RouteParam,
  RouteQuery,
  Roles,
  ZodValidationPipe,
} from '@portal/server-core';
import { z } from 'zod';
import { ClaimsSearchService } from './claims-search.service';

interface IdentifiedRequest {
  id: string;
}

/** The part of Fastify's reply the routes set: the total and whether it was capped. */
interface HeaderReply {
  header(name: string, value: string): unknown;
}

const ALL_ROLES = [Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;

@ApiTags('claims')
@ApiBearerAuth()
@Controller()
export class ClaimsSearchController {
  constructor(private readonly search: ClaimsSearchService) {}

  @Endpoint(claimRouteSchemas.search)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({
    description: `A page of claims, newest first by default; x-total-count (capped, then ${TOTAL_CAPPED_HEADER}: 1). A provider sees only its own.`,
    schema: openApiSchema(z.array(claimSchema)),
  })
  async find(
    @RouteQuery(claimRouteSchemas.search) query: ClaimSearchQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
    @Res({ passthrough: true }) reply: HeaderReply,
  ): Promise<Claim[]> {
    const page = await this.search.search({ user, requestId: request.id }, query);
    reply.header('x-total-count', String(page.total));
    if (page.capped) reply.header(TOTAL_CAPPED_HEADER, '1');
    return page.claims;
  }

  @Get('/claims/export')
  @Roles(Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin)
  @ApiQueryOf(claimSearchQuerySchema)
  @ApiProduces('text/csv')
  @ApiOkResponse({ description: 'Every matching claim as CSV, one row per expense line, streamed; x-total-count claims' })
  @ApiForbiddenResponse({ description: 'Providers', schema: openApiSchema(apiErrorSchema) })
  async export(
    @Query(new ZodValidationPipe(claimSearchQuerySchema)) query: ClaimSearchQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
    @Res({ passthrough: true }) reply: HeaderReply,
  ): Promise<StreamableFile> {
    reply.header('x-total-count', String(await this.search.countForExport(query)));
    return new StreamableFile(Readable.from(this.search.exportCsv({ user, requestId: request.id }, query)), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="claims-${new Date().toISOString().slice(0, 10)}.csv"`,
    });
  }

  @Endpoint(claimRouteSchemas.summary)
  @Roles(Role.Provider)
  @ApiOkResponse({
    description: "The provider's last days by status, and its latest claims",
    schema: openApiSchema(claimsSummarySchema),
  })
  summary(
    @RouteQuery(claimRouteSchemas.summary) query: ClaimsSummaryQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<ClaimsSummary> {
    return this.search.summary({ user, requestId: request.id }, query);
  }

  @Endpoint(claimRouteSchemas.findOne)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'One claim with its lines', schema: openApiSchema(claimSchema) })
  @ApiNotFoundResponse({ description: "No such claim, or another provider's", schema: openApiSchema(apiErrorSchema) })
  findOne(
    @RouteParam(claimRouteSchemas.findOne, 'claimId') claimId: string,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Claim> {
    return this.search.findOne({ user, requestId: request.id }, claimId);
  }
}
