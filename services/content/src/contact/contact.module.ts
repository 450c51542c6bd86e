import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { ContactMessage } from '../entities/contact-message.entity';
import { CONTACT_CONFIG, type ContactConfig } from './contact-config';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

// Registered once, when this file loads, as a static @Module's imports are: calling forFeature while an app is
// created would first empty MikroORM's entity list that the previous app's shutdown marked for clearing, and
// the next app in the same process (tests) would lose every other domain's entities.
const contactEntities = MikroOrmModule.forFeature([ContactMessage]);

@Module({})
export class ContactModule {
  static forRoot(config: ContactConfig): DynamicModule {
    return {
      module: ContactModule,
      imports: [contactEntities],
      controllers: [ContactController],
      providers: [{ provide: CONTACT_CONFIG, useValue: config }, ContactService],
    };
  }
}
