import { Controller, HttpCode, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  providerChangeRequestSchema,
  Role,
  type ProviderChangeRequestDecision,
  type ProviderChangeRequestQuery,
  type ProviderChangeRequest,
  type PortalClaims,
  type ProviderProfileInput,
  type ProviderRegistration,
} from '@portal/contracts';
import { changeRequestRouteSchemas } from '@portal/contracts/providers';
import {
  CurrentUser,
  Endpoint,
  LogsSecurityEvent,
  openApiSchema,
  RouteBody,
  RouteParam,
  RouteQuery,
  Roles,
} from '@portal/server-core';
import { z } from 'zod';
import { ChangeRequestsWorkflow } from './change-requests.workflow';

interface HeaderReply {
  header(name: string, value: string): unknown;
}
interface IdentifiedRequest {
  id: string;
}

const conflict = { description: 'Refused in the current state', schema: openApiSchema(apiErrorSchema) };

@ApiTags('approvals')
@ApiBearerAuth()
@Controller()
export class ChangeRequestsController {
  constructor(private readonly workflow: ChangeRequestsWorkflow) {}

  @Endpoint(changeRequestRouteSchemas.register)
  @Roles(Role.Provider)
  @ApiCreatedResponse({
    description: 'The new provider (Pending, no number) and its approval record',
    schema: openApiSchema(providerChangeRequestSchema),
  })
  @ApiConflictResponse({ description: 'The account already has a provider profile', schema: openApiSchema(apiErrorSchema) })
  register(
    @RouteBody(changeRequestRouteSchemas.register) body: ProviderRegistration,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<ProviderChangeRequest> {
    return this.workflow.register(user, body, request.id);
  }

  @Endpoint(changeRequestRouteSchemas.requestChange)
  @Roles(Role.Provider)
  @ApiOkResponse({
    description: 'The change request sent for approval; the live profile is unchanged until approved',
    schema: openApiSchema(providerChangeRequestSchema),
  })
  @ApiNotFoundResponse({ description: 'Not the caller’s own profile' })
  @ApiConflictResponse({ ...conflict, description: 'Another change for this provider is Pending' })
  requestChange(
    @RouteParam(changeRequestRouteSchemas.requestChange, 'id') id: string,
    @RouteBody(changeRequestRouteSchemas.requestChange) body: ProviderProfileInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<ProviderChangeRequest> {
    return this.workflow.requestChange(user, id, body, request.id);
  }

  @Endpoint(changeRequestRouteSchemas.list, { timestamp: 'UTC date yyyy-mm-dd' })
  @Roles(Role.Administrator, Role.SuperAdmin)
  @ApiOkResponse({
    description: 'One page of approval records; the total is in x-total-count',
    schema: openApiSchema(z.array(providerChangeRequestSchema)),
  })
  async list(
    @RouteQuery(changeRequestRouteSchemas.list) query: ProviderChangeRequestQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
    @Res({ passthrough: true }) reply: HeaderReply,
  ): Promise<ProviderChangeRequest[]> {
    const { items, total } = await this.workflow.list(user, query, request.id);
    reply.header('x-total-count', String(total));
    return items;
  }

  @Endpoint(changeRequestRouteSchemas.findOne)
  @Roles(Role.Provider, Role.Administrator, Role.SuperAdmin)
  @ApiOkResponse({
    description: 'An approval record (account numbers masked)',
    schema: openApiSchema(providerChangeRequestSchema),
  })
  @ApiNotFoundResponse({ description: 'Unknown, or another provider’s record' })
  get(
    @RouteParam(changeRequestRouteSchemas.findOne, 'id') id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<ProviderChangeRequest> {
    return this.workflow.get(user, id, request.id);
  }

  @Endpoint(changeRequestRouteSchemas.decide)
  @Roles(Role.Administrator, Role.SuperAdmin)
  @LogsSecurityEvent((record) =>
    (record as ProviderChangeRequest).approvalStatus === 'Approved' ? 'change-request.approved' : 'change-request.rejected',
  )
  @ApiOkResponse({
    description: 'The decided record; an approval applied newValue to the live profile',
    schema: openApiSchema(providerChangeRequestSchema),
  })
  @ApiConflictResponse({ ...conflict, description: 'The record is no longer Pending' })
  decide(
    @RouteParam(changeRequestRouteSchemas.decide, 'id') id: number,
    @RouteBody(changeRequestRouteSchemas.decide) body: ProviderChangeRequestDecision,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<ProviderChangeRequest> {
    return this.workflow.decide(user, id, body.approvalStatus, request.id);
  }

  @Endpoint(changeRequestRouteSchemas.markRead)
  @HttpCode(200)
  @Roles(Role.Provider)
  @ApiOkResponse({
    description: 'The provider hid the decision banner (isStatusRead)',
    schema: openApiSchema(providerChangeRequestSchema),
  })
  @ApiNotFoundResponse({ description: 'Unknown, or another provider’s record' })
  @ApiConflictResponse({ ...conflict, description: 'The record is still Pending' })
  markRead(
    @RouteParam(changeRequestRouteSchemas.markRead, 'id') id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<ProviderChangeRequest> {
    return this.workflow.markRead(user, id, request.id);
  }
}
