import { Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
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
  benefitsOfficeInputSchema,
  homepageInputSchema,
  type BenefitsOfficeChange,
  type HomepageInput,
} from '@portal/contracts/content';
import { CurrentUser, openApiSchema, Public, recordIdPipe, Roles, ValidBody } from '@portal/server-core';
import { ContentService } from './content.service';

@ApiTags('content')
@ApiBearerAuth()
@Controller()
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('homepage')
  @Roles(Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin)
  @ApiOkResponse({ description: 'The home page HTML, sanitised', schema: openApiSchema(homepageSchema) })
  getHomepage(): Promise<Homepage> {
    return this.content.getHomepage();
  }

  @Post('homepage')
  @Roles(Role.SuperAdmin)
  @ApiCreatedResponse({
    description: 'The new current home page, as sanitised and stored',
    schema: openApiSchema(homepageSchema),
  })
  createHomepage(
    @ValidBody(homepageInputSchema) input: HomepageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<Homepage> {
    return this.content.createHomepage(input, user, request.id);
  }

  @Put('homepage/:id')
  @Roles(Role.SuperAdmin)
  @ApiOkResponse({ description: 'The home page as sanitised and stored', schema: openApiSchema(homepageSchema) })
  @ApiNotFoundResponse({ description: 'No such home page', schema: openApiSchema(apiErrorSchema) })
  updateHomepage(
    @Param('id', recordIdPipe) id: number,
    @ValidBody(homepageInputSchema) input: HomepageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<Homepage> {
    return this.content.updateHomepage(id, input, user, request.id);
  }

  @Delete('homepage/:id')
  @Roles(Role.SuperAdmin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted: the previous home page, if any, is current again' })
  deleteHomepage(
    @Param('id', recordIdPipe) id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<void> {
    return this.content.deleteHomepage(id, user, request.id);
  }

  /** Public: the footer shows the offices on every page, signed in or not. */
  @Get('benefitsOffices')
  @Public()
  @ApiOkResponse({
    description: "The benefits administrator's offices, in display order",
    schema: openApiSchema(benefitsOfficeSchema.array()),
  })
  listBenefitsOffices(): Promise<BenefitsOffice[]> {
    return this.content.listBenefitsOffices();
  }

  @Post('benefitsOffices')
  @Roles(Role.Administrator)
  @ApiCreatedResponse({
    description: 'The new footer office (Administrator only, audited)',
    schema: openApiSchema(benefitsOfficeSchema),
  })
  createBenefitsOffice(
    @ValidBody(benefitsOfficeInputSchema, { firstMessage: true }) input: BenefitsOfficeChange,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<BenefitsOffice> {
    return this.content.saveBenefitsOffice(null, input, user, request.id);
  }

  @Put('benefitsOffices/:id')
  @Roles(Role.Administrator)
  @ApiOkResponse({ description: 'The updated footer office', schema: openApiSchema(benefitsOfficeSchema) })
  @ApiNotFoundResponse({ description: 'No such office', schema: openApiSchema(apiErrorSchema) })
  updateBenefitsOffice(
    @Param('id', recordIdPipe) id: number,
    @ValidBody(benefitsOfficeInputSchema, { firstMessage: true }) input: BenefitsOfficeChange,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<BenefitsOffice> {
    return this.content.saveBenefitsOffice(id, input, user, request.id);
  }

  @Delete('benefitsOffices/:id')
  @Roles(Role.Administrator)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  deleteBenefitsOffice(
    @Param('id', recordIdPipe) id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: { id: string },
  ): Promise<void> {
    return this.content.deleteBenefitsOffice(id, user, request.id);
  }
}
