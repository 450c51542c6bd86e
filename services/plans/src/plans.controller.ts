import { Controller, Get, Param } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { apiErrorSchema, coverageSchema, planSchema, Role, type Coverage, type Plan } from '@portal/contracts';
import { openApiSchema, Roles, ZodValidationPipe } from '@portal/server-core';
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

  @Get('plans/:planNumber')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'A plan by number (777-{subpolicy} is 247-{subpolicy})', schema: openApiSchema(planSchema) })
  @ApiNotFoundResponse({ description: 'Plan not found', schema: openApiSchema(apiErrorSchema) })
  getPlan(
    @Param(
      'planNumber',
      new ZodValidationPipe(
        z
          .string()
          .trim()
          .regex(/^[0-9A-Za-z-]{1,32}$/, 'Plan number must be 1 to 32 letters, digits or dashes'),
      ),
    )
    number: string,
  ): Promise<Plan> {
    return this.plans.getPlan(number);
  }
}
