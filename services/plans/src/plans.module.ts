import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { CoverageUsageRegistry } from './coverage-usage.registry';
import { Coverage } from './entities/coverage.entity';
import { Dependent } from './entities/dependent.entity';
import { Member } from './entities/member.entity';
import { PlanCoverage } from './entities/plan-coverage.entity';
import { Plan } from './entities/plan.entity';
import { PlansDemoSeeder } from './plans-demo.seeder';
import { PlansController } from './plans.controller';
import { MembersService } from './members.service';
import { PlansService } from './plans.service';

@Module({
  imports: [MikroOrmModule.forFeature([Coverage, Plan, PlanCoverage, Member, Dependent]), AuditModule],
  controllers: [PlansController],
  providers: [PlansService, MembersService, PlansDemoSeeder, CoverageUsageRegistry],
  exports: [PlansService, MembersService, PlansDemoSeeder, CoverageUsageRegistry],
})
export class PlansModule {}
