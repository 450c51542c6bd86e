import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { PlansModule } from '@portal/plans';
import { ProvidersModule } from '@portal/providers';
import { ClaimPaymentsService } from './claim-payments.service';
import { ClaimReadjudicationService } from './claim-readjudication.service';
import { ClaimStatusService } from './claim-status.service';
import { ClaimSubmissionService } from './claim-submission.service';
import { ClaimVoidService } from './claim-void.service';
import { ClaimsClock } from './claims-clock';
import { ClaimsController } from './claims.controller';
import { ClaimsCoverageUsage } from './claims-coverage-usage';
import { CoverageCheckController } from './coverage-check/coverage-check.controller';
import { CoverageCheckService } from './coverage-check/coverage-check.service';
import { ClaimsService } from './claims.service';
import { ClaimsSearchController } from './search/claims-search.controller';
import { ClaimsSearchService } from './search/claims-search.service';
import { ClaimReceipt } from './entities/claim-receipt.entity';
import { ClaimStatusChange } from './entities/claim-status-change.entity';
import { Claim } from './entities/claim.entity';
import { Expense } from './entities/expense.entity';

/** Claims: the coverage check, submission and adjudication, search and export, status changes and voids, the worker's re-adjudication, payment runs' marking of paid lines, and the counts the admin homes show. */
@Module({
  imports: [
    MikroOrmModule.forFeature([Claim, Expense, ClaimReceipt, ClaimStatusChange]),
    PlansModule,
    ProvidersModule,
    AuditModule,
  ],
  controllers: [ClaimsController, ClaimsSearchController, CoverageCheckController],
  providers: [
    ClaimsClock,
    ClaimsService,
    ClaimsCoverageUsage,
    ClaimSubmissionService,
    ClaimStatusService,
    ClaimVoidService,
    CoverageCheckService,
    ClaimReadjudicationService,
    ClaimPaymentsService,
    ClaimsSearchService,
  ],
  exports: [ClaimsService, ClaimReadjudicationService, ClaimPaymentsService],
})
export class ClaimsModule {}
