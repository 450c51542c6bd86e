import { Controller, HttpCode, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  provinceSchema,
  providerSchema,
  Role,
  type PortalClaims,
  type Province,
  type Provider,
  type ProviderLanguageInput,
  type ProviderListQuery,
  type ProviderSuspend,
} from '@portal/contracts';
import { providerRouteSchemas } from '@portal/contracts/providers';
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
import { ProvidersService } from './providers.service';

const ADMIN_LEVEL = [Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;
const ALL_ROLES = [Role.Provider, ...ADMIN_LEVEL] as const;

interface HeaderReply {
  header(name: string, value: string): unknown;
}

@ApiTags('providers')
@ApiBearerAuth()
@Controller()
export class ProvidersController {
  constructor(private readonly providers: ProvidersService) {}

  @Endpoint(providerRouteSchemas.provinces)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'Provinces and territories, Other (OT) last', schema: openApiSchema(z.array(provinceSchema)) })
  listProvinces(): Promise<Province[]> {
    return this.providers.listProvinces();
  }

  @Endpoint(providerRouteSchemas.list, {
    search: 'Matches name, provider number, registration number or an office name',
    limit: 'Default all',
  })
  @Roles(...ADMIN_LEVEL)
  @ApiOkResponse({
    description: 'A page of providers (admin-level roles), bank accounts masked; the total is in x-total-count',
    schema: openApiSchema(z.array(providerSchema)),
  })
  async listProviders(
    @RouteQuery(providerRouteSchemas.list) query: ProviderListQuery,
    @Res({ passthrough: true }) reply: HeaderReply,
  ): Promise<Provider[]> {
    const { providers, total } = await this.providers.listProviders(query);
    reply.header('x-total-count', String(total));
    return providers;
  }

  @Endpoint(providerRouteSchemas.suspend)
  @HttpCode(200)
  @LogsSecurityEvent('provider.suspended')
  @Roles(Role.Administrator, Role.SuperAdmin)
  @ApiOkResponse({ description: 'The suspended provider (audited), bank accounts masked', schema: openApiSchema(providerSchema) })
  @ApiNotFoundResponse({ description: 'Unknown provider' })
  suspend(
    @RouteParam(providerRouteSchemas.suspend, 'id') id: string,
    @RouteBody(providerRouteSchemas.suspend) body: ProviderSuspend,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<Provider> {
    return this.providers.suspend(id, body.adminMessage, user, request.id);
  }

  @Endpoint(providerRouteSchemas.activate)
  @HttpCode(200)
  @LogsSecurityEvent('provider.activated')
  @Roles(Role.Administrator, Role.SuperAdmin)
  @ApiOkResponse({ description: 'The activated provider (audited), bank accounts masked', schema: openApiSchema(providerSchema) })
  @ApiNotFoundResponse({ description: 'Unknown provider' })
  activate(
    @RouteParam(providerRouteSchemas.activate, 'id') id: string,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<Provider> {
    return this.providers.activate(id, user, request.id);
  }

  @Endpoint(providerRouteSchemas.findOne)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({
    description:
      'A provider with offices and coverages; bank accounts unmasked (and the read audited) for Administrator and SuperAdmin only',
    schema: openApiSchema(providerSchema),
  })
  @ApiNotFoundResponse({ description: 'Unknown provider, or another provider than the caller' })
  getProvider(
    @RouteParam(providerRouteSchemas.findOne, 'id') id: string,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<Provider> {
    return this.providers.getProvider(id, user, request.id);
  }

  @Endpoint(providerRouteSchemas.setLanguage)
  @Roles(Role.Provider)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Saved: deposit notices go out in this language from now on; audited' })
  @ApiNotFoundResponse({ description: 'Not the caller’s own provider' })
  setLanguage(
    @RouteParam(providerRouteSchemas.setLanguage, 'id') id: string,
    @RouteBody(providerRouteSchemas.setLanguage) body: ProviderLanguageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<void> {
    return this.providers.setLanguage(id, user, body.language, request.id);
  }
}
