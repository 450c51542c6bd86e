import { Controller, Headers, HttpCode, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  Role,
  type Claim,
  type ClaimStatusRefresh,
  type ClaimStatusRefreshQuery,
  type ClaimStatusUpdate,
  type ClaimSubmission,
  type ClaimSubmissionResult,
  type ClaimVoid,
  type PortalClaims,
} from '@portal/contracts';
import {
  IDEMPOTENCY_KEY_HEADER,
  claimRouteSchemas,
  claimSchema,
  claimStatusRefreshSchema,
  STATUS_REFRESH_DEFAULT_MINUTES,
  claimSubmissionResultSchema,
} from '@portal/contracts/claims';
import { CurrentUser, Endpoint, openApiSchema, RateLimited, RouteBody, RouteParam, RouteQuery, Roles } from '@portal/server-core';
import { ClaimStatusService } from './claim-status.service';
import { ClaimSubmissionService } from './claim-submission.service';
import { ClaimVoidService } from './claim-void.service';

interface IdentifiedRequest {
  id: string;
}

/** The part of Fastify's reply the controller sets: 201 for a new claim, 200 for a replayed answer. */
interface StatusReply {
  status(code: number): unknown;
}

const error = (description: string) => ({ description, schema: openApiSchema(apiErrorSchema) });

@ApiTags('claims')
@ApiBearerAuth()
@Controller()
export class ClaimsController {
  constructor(
    private readonly submission: ClaimSubmissionService,
    private readonly status: ClaimStatusService,
    private readonly voids: ClaimVoidService,
  ) {}

  @Endpoint(claimRouteSchemas.submit)
  @Roles(Role.Provider)
  @RateLimited('claim-submission')
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: true,
    description: 'One key per claim: a retry with it returns the first answer',
  })
  @ApiCreatedResponse({
    description: 'The adjudicated claim and its downstream record',
    schema: openApiSchema(claimSubmissionResultSchema),
  })
  @ApiOkResponse({
    description: 'A retry: the first answer for this Idempotency-Key',
    schema: openApiSchema(claimSubmissionResultSchema),
  })
  @ApiBadRequestResponse(error("Invalid claim: the body's message is the first problem (spec §5), details has each"))
  @ApiForbiddenResponse(error('Suspended, pending or unregistered provider (spec messages)'))
  @ApiNotFoundResponse(error("'Member not found', 'Plan not found' or another provider's office"))
  @ApiConflictResponse(error('The Idempotency-Key was used for a different claim'))
  @ApiUnprocessableEntityResponse(error("Member's Plan is not effective until {date}"))
  async submit(
    @RouteBody(claimRouteSchemas.submit, { firstMessage: true }) input: ClaimSubmission,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
    @Res({ passthrough: true }) reply: StatusReply,
  ): Promise<ClaimSubmissionResult> {
    const { created, result } = await this.submission.submit(user, idempotencyKey, input, request.id);
    reply.status(created ? 201 : 200);
    return result;
  }

  @Endpoint(claimRouteSchemas.refreshStatuses, {
    since: `ISO date-time; changes after it (default: the last ${STATUS_REFRESH_DEFAULT_MINUTES} minutes, at most 7 days back)`,
  })
  @Roles(Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin)
  @ApiOkResponse({
    description:
      'What the worker re-adjudicating Pending claims on its schedule changed since `since` (a provider: its own claims), and how many are still Pending; answers at once',
    schema: openApiSchema(claimStatusRefreshSchema),
  })
  @ApiBadRequestResponse(error('since is not an ISO date-time within the last 7 days'))
  updateStatus(
    @RouteQuery(claimRouteSchemas.refreshStatuses) query: ClaimStatusRefreshQuery,
    @CurrentUser() user: PortalClaims,
  ): Promise<ClaimStatusRefresh> {
    const since = query.since ? new Date(query.since) : new Date(Date.now() - STATUS_REFRESH_DEFAULT_MINUTES * 60_000);
    return this.status.recentChanges(user, since);
  }

  @Endpoint(claimRouteSchemas.setStatus)
  @Roles(Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin)
  @ApiOkResponse({ description: 'The claim with its new status', schema: openApiSchema(claimSchema) })
  @ApiNotFoundResponse(error('No such claim'))
  @ApiConflictResponse(error('The claim is voided or paid: its status no longer changes'))
  setStatus(
    @RouteParam(claimRouteSchemas.setStatus, 'claimId') claimId: string,
    @RouteBody(claimRouteSchemas.setStatus) update: ClaimStatusUpdate,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Claim> {
    return this.status.setStatus(claimId, update, user, request.id);
  }

  @Endpoint(claimRouteSchemas.voidClaim)
  @HttpCode(200)
  @Roles(Role.Provider, Role.Administrator, Role.SuperAdmin)
  @ApiOkResponse({
    description:
      'The voided claim: it and its lines are V, their amounts free the annual maximums, the member is e-mailed a notice; audited',
    schema: openApiSchema(claimSchema),
  })
  @ApiBadRequestResponse(error('The reason is missing or too long'))
  @ApiForbiddenResponse(error('ClaimsAdmin: voiding is for the provider and administrators'))
  @ApiNotFoundResponse(error("No such claim, or another provider's"))
  @ApiConflictResponse(error('This claim has been paid and cannot be voided, or it is already voided'))
  voidClaim(
    @RouteParam(claimRouteSchemas.voidClaim, 'claimId') claimId: string,
    @RouteBody(claimRouteSchemas.voidClaim) input: ClaimVoid,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Claim> {
    return this.voids.void(claimId, input.reason, user, request.id);
  }
}
