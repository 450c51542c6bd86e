import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { ContactMessage } from '../entities/contact-message.entity';
import { CONTACT_CONFIG, type ContactConfig } from './contact-config';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({})
export class ContactModule {
  static forRoot(config: ContactConfig): DynamicModule {
    return {
      module: ContactModule,
      imports: [MikroOrmModule.forFeature([ContactMessage])],
      controllers: [ContactController],
      providers: [{ provide: CONTACT_CONFIG, useValue: config }, ContactService],
    };
  }
}
