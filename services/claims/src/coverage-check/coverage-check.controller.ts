import { Controller, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { apiErrorSchema, Role, type CoverageCheck, type PortalClaims } from '@portal/contracts';
import { claimRouteSchemas, coverageCheckSchema, type CoverageCheckQuery } from '@portal/contracts/claims';
import { CurrentUser, Endpoint, openApiSchema, RouteQuery, Roles } from '@portal/server-core';
import { CoverageCheckService } from './coverage-check.service';

const error = (description: string) => ({ description, schema: openApiSchema(apiErrorSchema) });

@ApiTags('claims')
@ApiBearerAuth()
@Controller()
export class CoverageCheckController {
  constructor(private readonly coverage: CoverageCheckService) {}

  @Endpoint(claimRouteSchemas.coverageCheck)
  @Roles(Role.Provider)
  @ApiOkResponse({
    description:
      "Per coverage the member's plan offers or the provider is registered for: covered, referral, maximums, and what this benefit year's accepted, pending and paid lines used and leave (audited as a read of the member)",
    schema: openApiSchema(coverageCheckSchema),
  })
  @ApiBadRequestResponse(error('officeId, memberId or patientId malformed'))
  @ApiForbiddenResponse(error('Not a Provider, or a suspended, pending or unregistered one (spec messages)'))
  @ApiNotFoundResponse(error("'Member not found', 'Plan not found', an unknown patient, or another provider's office"))
  check(
    @RouteQuery(claimRouteSchemas.coverageCheck) query: CoverageCheckQuery,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<CoverageCheck> {
    return this.coverage.check(user, query, request.id);
  }
}
