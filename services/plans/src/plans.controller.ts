import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { coverageSchema, planSchema, Role, type Coverage, type Plan } from '@portal/contracts';
import { openApiSchema, Roles } from '@portal/server-core';
import { z } from 'zod';
import { PlansService } from './plans.service';

const ALL_ROLES = [Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;

@ApiTags('plans')
@ApiBearerAuth()
@Controller()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get('coverages')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'All coverages, by assigned id', schema: openApiSchema(z.array(coverageSchema)) })
  listCoverages(): Promise<Coverage[]> {
    return this.plans.listCoverages();
  }

  @Get('plans')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'All plans with their coverages', schema: openApiSchema(z.array(planSchema)) })
  listPlans(): Promise<Plan[]> {
    return this.plans.listPlans();
  }
}
