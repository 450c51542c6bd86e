import { Global, Module } from '@nestjs/common';
import { FieldCipher } from '@portal/server-core';

const refuse = (): never => {
  throw new Error('The worker holds no data encryption key: it never reads or writes banking fields');
};

/**
 * Satisfies the domain services that take a FieldCipher without giving the worker the key: nothing it
 * runs touches a sealed field, and least privilege keeps DATA_ENCRYPTION_KEY out of its environment.
 */
@Global()
@Module({
  providers: [
    { provide: FieldCipher, useValue: { encrypt: refuse, decrypt: refuse } satisfies Pick<FieldCipher, 'encrypt' | 'decrypt'> },
  ],
  exports: [FieldCipher],
})
export class NoFieldCipherModule {}
