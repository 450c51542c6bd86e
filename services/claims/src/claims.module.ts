import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { Claim } from './entities/claim.entity';
import { Expense } from './entities/expense.entity';

/** Claim storage; submission, adjudication and search endpoints come next. */
@Module({
  imports: [MikroOrmModule.forFeature([Claim, Expense])],
})
export class ClaimsModule {}
