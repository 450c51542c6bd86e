import { Controller } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Role, type PortalClaims } from '@portal/contracts';
import { legacyProfileSchema, type LegacyProfile } from '@portal/contracts/legacy-profile';
import { providerRouteSchemas } from '@portal/contracts/providers';
import { CurrentUser, Endpoint, openApiSchema, Roles } from '@portal/server-core';
import { LegacyProfilesService } from './legacy-profiles.service';

@ApiTags('providers')
@ApiBearerAuth()
@Controller()
export class LegacyProfilesController {
  constructor(private readonly legacy: LegacyProfilesService) {}

  /** Spec §7's external lookup, without its uid parameter: the uid is the caller's token `oldUid`. */
  @Endpoint(providerRouteSchemas.legacyProfile)
  @Roles(Role.Provider)
  @ApiOkResponse({
    description:
      "The signed-in provider's own legacy profile (the one whose uid is the token's oldUid), to prefill registration; bank numbers masked",
    schema: openApiSchema(legacyProfileSchema),
  })
  @ApiNotFoundResponse({ description: 'The token carries no oldUid, or no legacy profile has that uid' })
  getOwn(@CurrentUser() user: PortalClaims): Promise<LegacyProfile> {
    return this.legacy.findOwn(user);
  }
}
