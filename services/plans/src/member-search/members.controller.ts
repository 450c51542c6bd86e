import { Controller, Get, Param, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  apiErrorSchema,
  memberSchema,
  memberSearchQuerySchema,
  Role,
  type Member,
  type MemberSearchQuery,
  type PortalClaims,
} from '@portal/contracts';
import { ApiQueryOf, CurrentUser, openApiSchema, RateLimited, Roles, ZodValidationPipe } from '@portal/server-core';
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

  @Get('member')
  @Roles(Role.Provider)
  @RateLimited('member-search')
  @ApiQueryOf(memberSearchQuerySchema)
  @ApiOkResponse(members)
  @ApiForbiddenResponse(refused)
  find(
    @Query(new ZodValidationPipe(memberSearchQuerySchema)) query: MemberSearchQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Member[]> {
    return this.search.search(user, query, request.id);
  }

  @Get('provider/:providerId/member')
  @Roles(Role.Provider)
  @RateLimited('member-search')
  @ApiQueryOf(memberSearchQuerySchema)
  @ApiOkResponse(members)
  @ApiForbiddenResponse(refused)
  @ApiNotFoundResponse({ description: 'Not the caller’s own provider', schema: openApiSchema(apiErrorSchema) })
  findForProvider(
    @Param('providerId', new ZodValidationPipe(z.string().uuid())) providerId: string,
    @Query(new ZodValidationPipe(memberSearchQuerySchema)) query: MemberSearchQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Member[]> {
    return this.search.search(user, query, request.id, providerId);
  }
}
