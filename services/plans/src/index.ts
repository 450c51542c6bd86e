export { CoverageUsageRegistry, type CoverageRef, type CoverageUsageCheck } from './coverage-usage.registry';
export { PlansDemoSeeder } from './plans-demo.seeder';
export { PlansModule } from './plans.module';
export { PlansService } from './plans.service';
export { REFERENCE_TTL_MS } from './reference-cache';
export { MembersService } from './members.service';
export { mayViewDateOfBirth } from './date-of-birth-visibility';
export type { MemberOfRecord } from './dto/member.mapper';
