import { Controller, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { apiErrorSchema, memberSchema, Role, type Member, type MemberSearchQuery, type PortalClaims } from '@portal/contracts';
import { memberRouteSchemas } from '@portal/contracts/plans';
import { CurrentUser, Endpoint, openApiSchema, RateLimited, RouteParam, RouteQuery, Roles } from '@portal/server-core';
import { z } from 'zod';
import { MemberSearch } from './member-search';

interface IdentifiedRequest {
  id: string;
}

const members = { description: 'Matching members (at most 50), by name', schema: openApiSchema(z.array(memberSchema)) };
const refused = {
  description: 'Suspended, pending or unregistered provider (spec messages)',
  schema: openApiSchema(apiErrorSchema),
};

@ApiTags('members')
@ApiBearerAuth()
@Controller()
export class MembersController {
  constructor(private readonly search: MemberSearch) {}

  @Endpoint(memberRouteSchemas.search)
  @Roles(Role.Provider)
  @RateLimited('member-search')
  @ApiOkResponse(members)
  @ApiForbiddenResponse(refused)
  find(
    @RouteQuery(memberRouteSchemas.search) query: MemberSearchQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Member[]> {
    return this.search.search(user, query, request.id);
  }

  @Endpoint(memberRouteSchemas.searchForProvider)
  @Roles(Role.Provider)
  @RateLimited('member-search')
  @ApiOkResponse(members)
  @ApiForbiddenResponse(refused)
  @ApiNotFoundResponse({ description: 'Not the caller’s own provider', schema: openApiSchema(apiErrorSchema) })
  findForProvider(
    @RouteParam(memberRouteSchemas.searchForProvider, 'providerId') providerId: string,
    @RouteQuery(memberRouteSchemas.searchForProvider) query: MemberSearchQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Member[]> {
    return this.search.search(user, query, request.id, providerId);
  }
}
