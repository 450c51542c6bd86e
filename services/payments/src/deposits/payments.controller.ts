import { Controller, Get, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { apiErrorSchema, Role, type PortalClaims } from '@portal/contracts';
import {
  PAYMENT_MESSAGES,
  depositDetailSchema,
  depositIdSchema,
  depositQuerySchema,
  depositSchema,
  type Deposit,
  type DepositDetail,
  type DepositQuery,
} from '@portal/contracts/payments';
import { ApiQueryOf, CurrentUser, openApiSchema, Roles, ZodValidationPipe } from '@portal/server-core';
import { z } from 'zod';
import { DepositsService } from './deposits.service';

interface HeaderReply {
  header(name: string, value: string): unknown;
}

const ALL_ROLES = [Role.Provider, Role.Administrator, Role.ClaimsAdmin, Role.SuperAdmin] as const;

@ApiTags('payments')
@ApiBearerAuth()
@Controller('payments')
export class PaymentsController {
  constructor(private readonly deposits: DepositsService) {}

  @Get()
  @Roles(...ALL_ROLES)
  @ApiQueryOf(depositQuerySchema)
  @ApiOkResponse({
    description: 'A page of deposits, newest first; x-total-count. A provider sees only its own offices’.',
    schema: openApiSchema(z.array(depositSchema)),
  })
  async list(
    @Query(new ZodValidationPipe(depositQuerySchema)) query: DepositQuery,
    @CurrentUser() user: PortalClaims,
    @Res({ passthrough: true }) reply: HeaderReply,
  ): Promise<Deposit[]> {
    const page = await this.deposits.list(user, query);
    reply.header('x-total-count', String(page.total));
    return page.deposits;
  }

  @Get(':depositId')
  @Roles(...ALL_ROLES)
  @ApiOkResponse({ description: 'One deposit with the claim lines it pays', schema: openApiSchema(depositDetailSchema) })
  @ApiNotFoundResponse({ description: 'No such deposit, or another provider’s', schema: openApiSchema(apiErrorSchema) })
  async findOne(
    @Param('depositId', new ZodValidationPipe(depositIdSchema)) depositId: string,
    @CurrentUser() user: PortalClaims,
  ): Promise<DepositDetail> {
    const deposit = await this.deposits.findById(user, depositId);
    if (!deposit) throw new NotFoundException(PAYMENT_MESSAGES.depositNotFound);
    return deposit;
  }
}
