import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { PlansModule } from '@portal/plans';
import { Office } from './entities/office.entity';
import { Province } from './entities/province.entity';
import { ProviderCoverage } from './entities/provider-coverage.entity';
import { Provider } from './entities/provider.entity';
import { OfficePayeesService } from './office-payees.service';
import { ProvidersCoverageUsage } from './providers-coverage-usage';
import { ProvidersDemoSeeder } from './providers-demo.seeder';
import { ProvidersController } from './providers.controller';
import { ProvidersService } from './providers.service';

@Module({
  imports: [MikroOrmModule.forFeature([Province, Provider, ProviderCoverage, Office]), PlansModule, AuditModule],
  controllers: [ProvidersController],
  providers: [ProvidersService, ProvidersDemoSeeder, ProvidersCoverageUsage, OfficePayeesService],
  exports: [ProvidersService, ProvidersDemoSeeder, OfficePayeesService],
})
export class ProvidersModule {}
