import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { provinceSchema, providerSchema, Role, type PortalClaims, type Province, type Provider } from '@portal/contracts';
import { CurrentUser, Roles, ZodValidationPipe } from '@portal/server-core';
import { z } from 'zod';
import { ProvidersService } from './providers.service';

const ALL_ROLES = [Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;

@ApiTags('providers')
@ApiBearerAuth()
@Controller()
export class ProvidersController {
  constructor(private readonly providers: ProvidersService) {}

  @Get('enums/provinces')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'Provinces and territories, Other (OT) last', schema: z.toJSONSchema(z.array(provinceSchema)) as object })
  listProvinces(): Promise<Province[]> {
    return this.providers.listProvinces();
  }

  @Get('provider/:id')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'A provider with offices and coverages', schema: z.toJSONSchema(providerSchema) as object })
  @ApiNotFoundResponse({ description: 'Unknown provider, or another provider than the caller' })
  getProvider(
    @Param('id', new ZodValidationPipe(z.string().uuid())) id: string,
    @CurrentUser() user: PortalClaims,
  ): Promise<Provider> {
    return this.providers.getProvider(id, user);
  }
}
