import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { LegacyDemoSeeder } from './legacy-demo.seeder';
import { LegacyOffice } from './legacy-office.entity';
import { LegacyProfile } from './legacy-profile.entity';
import { LegacyProfilesController } from './legacy-profiles.controller';
import { LegacyProfilesService } from './legacy-profiles.service';

/** Legacy profiles: the CSV import's storage and the registration prefill lookup (issue 6 item 2). */
@Module({
  imports: [MikroOrmModule.forFeature([LegacyProfile, LegacyOffice])],
  controllers: [LegacyProfilesController],
  providers: [LegacyProfilesService, LegacyDemoSeeder],
  exports: [LegacyProfilesService, LegacyDemoSeeder],
})
export class LegacyProfilesModule {}
