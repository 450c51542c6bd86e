import { Controller, HttpCode, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  benefitsOfficeSchema,
  homepageSchema,
  Role,
  type BenefitsOffice,
  type Homepage,
  type PortalClaims,
} from '@portal/contracts';
import {
  homepageRouteSchemas,
  officeRouteSchemas,
  type BenefitsOfficeChange,
  type HomepageInput,
} from '@portal/contracts/content';
import { CurrentUser, Endpoint, openApiSchema, Public, RouteBody, RouteParam, Roles } from '@portal/server-core';
import { ContentService } from './content.service';

@ApiTags('content')
@ApiBearerAuth()
@Controller()
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Endpoint(homepageRouteSchemas.current)
  @Roles(Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin)
  @ApiOkResponse({ description: 'The home page HTML, sanitised', schema: openApiSchema(homepageSchema) })
  getHomepage(): Promise<Homepage> {
    return this.content.getHomepage();
  }

  @Endpoint(homepageRouteSchemas.create)
  @Roles(Role.SuperAdmin)
  @ApiCreatedResponse({
    description: 'The new current home page, as sanitised and stored',
    schema: openApiSchema(homepageSchema),
  })
  createHomepage(
    @RouteBody(homepageRouteSchemas.create) input: HomepageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<Homepage> {
    return this.content.createHomepage(input, user, request.id);
  }

  @Endpoint(homepageRouteSchemas.update)
  @Roles(Role.SuperAdmin)
  @ApiOkResponse({ description: 'The home page as sanitised and stored', schema: openApiSchema(homepageSchema) })
  @ApiNotFoundResponse({ description: 'No such home page', schema: openApiSchema(apiErrorSchema) })
  updateHomepage(
    @RouteParam(homepageRouteSchemas.update, 'id') id: number,
    @RouteBody(homepageRouteSchemas.update) input: HomepageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<Homepage> {
    return this.content.updateHomepage(id, input, user, request.id);
  }

  @Endpoint(homepageRouteSchemas.remove)
  @Roles(Role.SuperAdmin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted: the previous home page, if any, is current again' })
  deleteHomepage(
    @RouteParam(homepageRouteSchemas.remove, 'id') id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<void> {
    return this.content.deleteHomepage(id, user, request.id);
  }

  /** Public: the footer shows the offices on every page, signed in or not. */
  @Endpoint(officeRouteSchemas.list)
  @Public()
  @ApiOkResponse({
    description: "The benefits administrator's offices, in display order",
    schema: openApiSchema(benefitsOfficeSchema.array()),
  })
  listBenefitsOffices(): Promise<BenefitsOffice[]> {
    return this.content.listBenefitsOffices();
  }

  @Endpoint(officeRouteSchemas.create)
  @Roles(Role.Administrator)
  @ApiCreatedResponse({
    description: 'The new footer office (Administrator only, audited)',
    schema: openApiSchema(benefitsOfficeSchema),
  })
  createBenefitsOffice(
    @RouteBody(officeRouteSchemas.create, { firstMessage: true }) input: BenefitsOfficeChange,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<BenefitsOffice> {
    return this.content.saveBenefitsOffice(null, input, user, request.id);
  }

  @Endpoint(officeRouteSchemas.update)
  @Roles(Role.Administrator)
  @ApiOkResponse({ description: 'The updated footer office', schema: openApiSchema(benefitsOfficeSchema) })
  @ApiNotFoundResponse({ description: 'No such office', schema: openApiSchema(apiErrorSchema) })
  updateBenefitsOffice(
    @RouteParam(officeRouteSchemas.update, 'id') id: number,
    @RouteBody(officeRouteSchemas.update, { firstMessage: true }) input: BenefitsOfficeChange,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<BenefitsOffice> {
    return this.content.saveBenefitsOffice(id, input, user, request.id);
  }

  @Endpoint(officeRouteSchemas.remove)
  @Roles(Role.Administrator)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteBenefitsOffice(
    @RouteParam(officeRouteSchemas.remove, 'id') id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<void> {
    return this.content.deleteBenefitsOffice(id, user, request.id);
  }
}
