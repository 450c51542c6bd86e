import { Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import {
  apiErrorSchema,
  coverageSchema,
  planSchema,
  Role,
  text,
  type Coverage,
  type PortalClaims,
  type Plan,
} from '@portal/contracts';
import { coverageInputSchema, planInputSchema, type CoverageInput, type PlanInput } from '@portal/contracts/plan-admin';
import { CurrentUser, openApiSchema, recordIdPipe, Roles, ValidBody, ZodValidationPipe } from '@portal/server-core';
import { z } from 'zod';
import { PlansService, type Change } from './plans.service';

const PLAN_NUMBER_MESSAGE = 'Plan number must be 1 to 32 letters, digits or dashes';
const ALL_ROLES = [Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;

interface IdentifiedRequest {
  id: string;
}

const error = (description: string) => ({ description, schema: openApiSchema(apiErrorSchema) });
const changeBy = (user: PortalClaims, request: IdentifiedRequest): Change => ({ actor: user.sub, requestId: request.id });

@ApiTags('plans')
@ApiBearerAuth()
@Controller()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get('coverages')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'All coverages, by assigned id', schema: openApiSchema(z.array(coverageSchema)) })
  listCoverages(): Promise<readonly Coverage[]> {
    return this.plans.referenceCoverages();
  }

  @Post('coverages')
  @Roles(Role.SuperAdmin)
  @ApiCreatedResponse({ description: 'The new coverage', schema: openApiSchema(coverageSchema) })
  @ApiBadRequestResponse(error("Invalid input; 'ID is used' when another coverage has the assigned id"))
  createCoverage(
    @ValidBody(coverageInputSchema) body: CoverageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Coverage> {
    return this.plans.createCoverage(body, changeBy(user, request));
  }

  @Put('coverages/:id')
  @Roles(Role.SuperAdmin)
  @ApiOkResponse({ description: 'The updated coverage', schema: openApiSchema(coverageSchema) })
  @ApiBadRequestResponse(error("Invalid input; 'ID is used' when another coverage has the assigned id"))
  @ApiNotFoundResponse(error('Unknown coverage'))
  updateCoverage(
    @Param('id', recordIdPipe) id: number,
    @ValidBody(coverageInputSchema) body: CoverageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Coverage> {
    return this.plans.updateCoverage(id, body, changeBy(user, request));
  }

  @Delete('coverages/:id')
  @Roles(Role.SuperAdmin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(error('Unknown coverage'))
  @ApiConflictResponse(error('A plan offers the coverage'))
  async deleteCoverage(
    @Param('id', recordIdPipe) id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<void> {
    await this.plans.deleteCoverage(id, changeBy(user, request));
  }

  @Get('plans')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'All plans with their coverages', schema: openApiSchema(z.array(planSchema)) })
  listPlans(): Promise<readonly Plan[]> {
    return this.plans.listPlans();
  }

  @Get('plans/:planNumber')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'A plan by number (777-{subpolicy} is 247-{subpolicy})', schema: openApiSchema(planSchema) })
  @ApiNotFoundResponse({ description: 'Plan not found', schema: openApiSchema(apiErrorSchema) })
  getPlan(
    @Param(
      'planNumber',
      new ZodValidationPipe(text({ max: 32, tooLong: PLAN_NUMBER_MESSAGE }).regex(/^[0-9A-Za-z-]{1,32}$/, PLAN_NUMBER_MESSAGE)),
    )
    number: string,
  ): Promise<Plan> {
    return this.plans.getPlan(number);
  }

  @Post('plans')
  @Roles(Role.SuperAdmin)
  @ApiCreatedResponse({ description: 'The new plan with its coverages', schema: openApiSchema(planSchema) })
  @ApiBadRequestResponse(error("Invalid input, unknown coverage, or 'ID is used' for a custom id"))
  @ApiConflictResponse(error('The plan number exists'))
  createPlan(
    @ValidBody(planInputSchema) body: PlanInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Plan> {
    return this.plans.createPlan(body, changeBy(user, request));
  }

  @Put('plans/:id')
  @Roles(Role.SuperAdmin)
  @ApiOkResponse({ description: 'The updated plan with its coverages', schema: openApiSchema(planSchema) })
  @ApiBadRequestResponse(error("Invalid input, unknown coverage, or 'ID is used' for a custom id"))
  @ApiNotFoundResponse(error('Unknown plan'))
  @ApiConflictResponse(error('Another plan has the number'))
  updatePlan(
    @Param('id', recordIdPipe) id: number,
    @ValidBody(planInputSchema) body: PlanInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Plan> {
    return this.plans.updatePlan(id, body, changeBy(user, request));
  }

  @Delete('plans/:id')
  @Roles(Role.SuperAdmin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its coverage settings' })
  @ApiNotFoundResponse(error('Unknown plan'))
  async deletePlan(
    @Param('id', recordIdPipe) id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<void> {
    await this.plans.deletePlan(id, changeBy(user, request));
  }
}
