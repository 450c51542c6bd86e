import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { benefitsOfficeSchema, homepageSchema, Role, type BenefitsOffice, type Homepage } from '@portal/contracts';
import { openApiSchema, Public, Roles } from '@portal/server-core';
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

  /** Public: the footer shows the offices on every page, signed in or not. */
  @Get('benefitsOffices')
  @Public()
  @ApiOkResponse({ description: "The benefits administrator's offices, in display order", schema: openApiSchema(benefitsOfficeSchema.array()) })
  listBenefitsOffices(): Promise<BenefitsOffice[]> {
    return this.content.listBenefitsOffices();
  }
}
