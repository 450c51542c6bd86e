import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PlansModule } from '@portal/plans';
import { ClaimsCoverageUsage } from './claims-coverage-usage';
import { ClaimsService } from './claims.service';
import { Claim } from './entities/claim.entity';
import { ClaimReceipt } from './entities/claim-receipt.entity';
import { Expense } from './entities/expense.entity';

/** Claim storage and counts; submission, adjudication and search endpoints come next. */
@Module({
  imports: [MikroOrmModule.forFeature([Claim, Expense, ClaimReceipt]), PlansModule],
  providers: [ClaimsService, ClaimsCoverageUsage],
  exports: [ClaimsService],
})
export class ClaimsModule {}
