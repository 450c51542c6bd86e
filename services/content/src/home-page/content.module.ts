import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { BenefitsOffice } from '../entities/benefits-office.entity';
import { ContentDemoSeeder } from './content-demo.seeder';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import { Homepage } from '../entities/homepage.entity';

@Module({
  imports: [MikroOrmModule.forFeature([Homepage, BenefitsOffice]), AuditModule],
  controllers: [ContentController],
  providers: [ContentService, ContentDemoSeeder],
  exports: [ContentDemoSeeder],
})
export class ContentModule {}
