import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { attentionRouteSchemas, attentionSchema, Role, type Attention, type PortalClaims } from '@portal/contracts';
import { CurrentUser, Endpoint, openApiSchema, Roles } from '@portal/server-core';
import { AttentionService } from './attention.service';

@ApiTags('admin homes')
@ApiBearerAuth()
@Controller()
export class AttentionController {
  constructor(private readonly attention: AttentionService) {}

  @Endpoint(attentionRouteSchemas.counts)
  @Roles(Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin)
  @ApiOkResponse({
    description: 'Pending approvals (null for ClaimsAdmin), claims held Pending, suspended providers, claims per day for 30 days',
    schema: openApiSchema(attentionSchema),
  })
  @ApiForbiddenResponse({ description: 'Not an admin-level role' })
  get(@CurrentUser() user: PortalClaims): Promise<Attention> {
    return this.attention.forRole(user.role);
  }
}
