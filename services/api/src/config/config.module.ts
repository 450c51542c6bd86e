import { Global, Module, type DynamicModule } from '@nestjs/common';
import { FieldCipher } from '@portal/server-core';
import { API_CONFIG, type ApiConfig } from './api-config';

/** Makes the validated configuration and the field cipher (built from its key) injectable everywhere. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: ApiConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: API_CONFIG, useValue: config },
        { provide: FieldCipher, useValue: new FieldCipher(config.dataEncryptionKey) },
      ],
      exports: [API_CONFIG, FieldCipher],
    };
  }
}
