import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { PlansModule } from '@portal/plans';
import { ClaimsCoverageUsage } from './claims-coverage-usage';
import { Claim } from './entities/claim.entity';
import { Expense } from './entities/expense.entity';

/** Claim storage; submission, adjudication and search endpoints come next. */
@Module({
  imports: [MikroOrmModule.forFeature([Claim, Expense]), PlansModule],
  providers: [ClaimsCoverageUsage],
})
export class ClaimsModule {}
