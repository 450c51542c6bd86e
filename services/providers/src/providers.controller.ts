import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { provinceSchema, providerSchema, Role, type PortalClaims, type Province, type Provider } from '@portal/contracts';
import { CurrentUser, openApiSchema, Roles, ZodValidationPipe } from '@portal/server-core';
import { z } from 'zod';
import { ProvidersService } from './providers.service';

const ALL_ROLES = [Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;

interface HeaderReply {
  header(name: string, value: string): unknown;
}

@ApiTags('providers')
@ApiBearerAuth()
@Controller()
export class ProvidersController {
  constructor(private readonly providers: ProvidersService) {}

  @Get('enums/provinces')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'Provinces and territories, Other (OT) last', schema: openApiSchema(z.array(provinceSchema)) })
  listProvinces(): Promise<Province[]> {
    return this.providers.listProvinces();
  }

  @Get('provider')
  @Roles(Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin)
  @ApiOkResponse({
    description: 'All providers (admin-level roles), bank accounts masked; the count is in x-total-count',
    schema: openApiSchema(z.array(providerSchema)),
  })
  async listProviders(@Res({ passthrough: true }) reply: HeaderReply): Promise<Provider[]> {
    const providers = await this.providers.listProviders();
    reply.header('x-total-count', String(providers.length));
    return providers;
  }

  @Get('provider/:id')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({
    description:
      'A provider with offices and coverages; bank accounts unmasked (and the read audited) for Administrator and SuperAdmin only',
    schema: openApiSchema(providerSchema),
  })
  @ApiNotFoundResponse({ description: 'Unknown provider, or another provider than the caller' })
  getProvider(
    @Param('id', new ZodValidationPipe(z.string().uuid())) id: string,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<Provider> {
    return this.providers.getProvider(id, user, request.id);
  }
}
