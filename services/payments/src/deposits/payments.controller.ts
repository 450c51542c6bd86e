import { Controller, NotFoundException, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { apiErrorSchema, Role, type PortalClaims } from '@portal/contracts';
import {
  PAYMENT_MESSAGES,
  depositDetailSchema,
  depositSchema,
  paymentRouteSchemas,
  type Deposit,
  type DepositDetail,
  type DepositQuery,
} from '@portal/contracts/payments';
import { CurrentUser, Endpoint, openApiSchema, RouteParam, RouteQuery, Roles } from '@portal/server-core';
import { z } from 'zod';
import { DepositsService } from './deposits.service';

interface HeaderReply {
  header(name: string, value: string): unknown;
}

const ALL_ROLES = [Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;

@ApiTags('payments')
@ApiBearerAuth()
@Controller()
export class PaymentsController {
  constructor(private readonly deposits: DepositsService) {}

  @Endpoint(paymentRouteSchemas.deposits)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({
    description: 'A page of deposits, newest first; x-total-count. A provider sees only its own offices’.',
    schema: openApiSchema(z.array(depositSchema)),
  })
  async list(
    @RouteQuery(paymentRouteSchemas.deposits) query: DepositQuery,
    @CurrentUser() user: PortalClaims,
    @Res({ passthrough: true }) reply: HeaderReply,
  ): Promise<Deposit[]> {
    const page = await this.deposits.list(user, query);
    reply.header('x-total-count', String(page.total));
    return page.deposits;
  }

  @Endpoint(paymentRouteSchemas.deposit)
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'One deposit with the claim lines it pays', schema: openApiSchema(depositDetailSchema) })
  @ApiNotFoundResponse({ description: 'No such deposit, or another provider’s', schema: openApiSchema(apiErrorSchema) })
  async findOne(
    @RouteParam(paymentRouteSchemas.deposit, 'depositId') depositId: string,
    @CurrentUser() user: PortalClaims,
  ): Promise<DepositDetail> {
    const deposit = await this.deposits.findById(user, depositId);
    if (!deposit) throw new NotFoundException(PAYMENT_MESSAGES.depositNotFound);
    return deposit;
  }
}
