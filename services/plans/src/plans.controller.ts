import { Controller, HttpCode, Req } from '@nestjs/common';
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
import { apiErrorSchema, coverageSchema, planSchema, Role, type Coverage, type PortalClaims, type Plan } from '@portal/contracts';
import type { CoverageInput, PlanInput } from '@portal/contracts/plan-admin';
import { planRouteSchemas } from '@portal/contracts/plans';
import { CurrentUser, Endpoint, openApiSchema, RouteBody, RouteParam, Roles } from '@portal/server-core';
import { z } from 'zod';
import { PlansService, type Change } from './plans.service';

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

  @Endpoint(planRouteSchemas.coverages)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'All coverages, by assigned id', schema: openApiSchema(z.array(coverageSchema)) })
  listCoverages(): Promise<readonly Coverage[]> {
    return this.plans.referenceCoverages();
  }

  @Endpoint(planRouteSchemas.createCoverage)
  @Roles(Role.SuperAdmin)
  @ApiCreatedResponse({ description: 'The new coverage', schema: openApiSchema(coverageSchema) })
  @ApiBadRequestResponse(error("Invalid input; 'ID is used' when another coverage has the assigned id"))
  createCoverage(
    @RouteBody(planRouteSchemas.createCoverage) body: CoverageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Coverage> {
    return this.plans.createCoverage(body, changeBy(user, request));
  }

  @Endpoint(planRouteSchemas.updateCoverage)
  @Roles(Role.SuperAdmin)
  @ApiOkResponse({ description: 'The updated coverage', schema: openApiSchema(coverageSchema) })
  @ApiBadRequestResponse(error("Invalid input; 'ID is used' when another coverage has the assigned id"))
  @ApiNotFoundResponse(error('Unknown coverage'))
  updateCoverage(
    @RouteParam(planRouteSchemas.updateCoverage, 'id') id: number,
    @RouteBody(planRouteSchemas.updateCoverage) body: CoverageInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Coverage> {
    return this.plans.updateCoverage(id, body, changeBy(user, request));
  }

  @Endpoint(planRouteSchemas.deleteCoverage)
  @Roles(Role.SuperAdmin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse(error('Unknown coverage'))
  @ApiConflictResponse(error('A plan offers the coverage'))
  async deleteCoverage(
    @RouteParam(planRouteSchemas.deleteCoverage, 'id') id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<void> {
    await this.plans.deleteCoverage(id, changeBy(user, request));
  }

  @Endpoint(planRouteSchemas.plans)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'All plans with their coverages', schema: openApiSchema(z.array(planSchema)) })
  listPlans(): Promise<readonly Plan[]> {
    return this.plans.listPlans();
  }

  @Endpoint(planRouteSchemas.findPlan)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'A plan by number (777-{subpolicy} is 247-{subpolicy})', schema: openApiSchema(planSchema) })
  @ApiNotFoundResponse({ description: 'Plan not found', schema: openApiSchema(apiErrorSchema) })
  getPlan(@RouteParam(planRouteSchemas.findPlan, 'planNumber') number: string): Promise<Plan> {
    return this.plans.getPlan(number);
  }

  @Endpoint(planRouteSchemas.createPlan)
  @Roles(Role.SuperAdmin)
  @ApiCreatedResponse({ description: 'The new plan with its coverages', schema: openApiSchema(planSchema) })
  @ApiBadRequestResponse(error("Invalid input, unknown coverage, or 'ID is used' for a custom id"))
  @ApiConflictResponse(error('The plan number exists'))
  createPlan(
    @RouteBody(planRouteSchemas.createPlan) body: PlanInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Plan> {
    return this.plans.createPlan(body, changeBy(user, request));
  }

  @Endpoint(planRouteSchemas.updatePlan)
  @Roles(Role.SuperAdmin)
  @ApiOkResponse({ description: 'The updated plan with its coverages', schema: openApiSchema(planSchema) })
  @ApiBadRequestResponse(error("Invalid input, unknown coverage, or 'ID is used' for a custom id"))
  @ApiNotFoundResponse(error('Unknown plan'))
  @ApiConflictResponse(error('Another plan has the number'))
  updatePlan(
    @RouteParam(planRouteSchemas.updatePlan, 'id') id: number,
    @RouteBody(planRouteSchemas.updatePlan) body: PlanInput,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<Plan> {
    return this.plans.updatePlan(id, body, changeBy(user, request));
  }

  @Endpoint(planRouteSchemas.deletePlan)
  @Roles(Role.SuperAdmin)
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted with its coverage settings' })
  @ApiNotFoundResponse(error('Unknown plan'))
  async deletePlan(
    @RouteParam(planRouteSchemas.deletePlan, 'id') id: number,
    @CurrentUser() user: PortalClaims,
    @Req() request: IdentifiedRequest,
  ): Promise<void> {
    await this.plans.deletePlan(id, changeBy(user, request));
  }
}
