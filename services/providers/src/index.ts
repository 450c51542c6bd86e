export { ProvidersDemoSeeder } from './providers-demo.seeder';
export { ProvidersModule } from './providers.module';
export { ProvidersService } from './providers.service';
export { formatProviderNumber, type StoredProviderSnapshot } from './provider-snapshot';
