export { ProvidersDemoSeeder } from './providers-demo.seeder';
export { OfficePayeesService, OFFICE_PAYEE_COLUMNS } from './office-payees.service';
export { ProvidersModule } from './providers.module';
export { ProvidersService, type Claimant } from './providers.service';
export { formatProviderNumber, type StoredProviderSnapshot } from './provider-snapshot';
export { LegacyDemoSeeder } from './legacy/legacy-demo.seeder';
export { LegacyProfilesModule } from './legacy/legacy.module';
export { LegacyProfilesService, type LegacyUpsertOutcome } from './legacy/legacy-profiles.service';
