import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { homepageSchema, Role, type Homepage } from '@portal/contracts';
import { openApiSchema, Roles } from '@portal/server-core';
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
}
