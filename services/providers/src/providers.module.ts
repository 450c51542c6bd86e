import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { AuditModule } from '@portal/audit';
import { PlansModule, ProviderStanding } from '@portal/plans';
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
  providers: [
    ProvidersService,
    { provide: ProviderStanding, useExisting: ProvidersService },
    ProvidersDemoSeeder,
    ProvidersCoverageUsage,
    OfficePayeesService,
  ],
  exports: [ProvidersService, ProviderStanding, ProvidersDemoSeeder, OfficePayeesService],
})
export class ProvidersModule {}
