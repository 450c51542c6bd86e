import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { ClaimsModule } from '@portal/claims';
import { PaymentRunsModule } from '@portal/payments';
import { ormConnectionOptions } from '@portal/server-database';
import { NoFieldCipherModule } from './no-field-cipher.module';

/** Database connections the re-adjudication and the payment runs need: each runs one transaction at a time. */
const ORM_POOL_MAX = 4;

/** The domain modules the worker runs, on the product's database; no HTTP. */
@Module({})
export class WorkerModule {
  static forRoot(databaseUrl: string): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        MikroOrmModule.forRoot({ ...ormConnectionOptions(databaseUrl, ORM_POOL_MAX), autoLoadEntities: true }),
        NoFieldCipherModule,
        ClaimsModule,
        PaymentRunsModule,
      ],
    };
  }
}
