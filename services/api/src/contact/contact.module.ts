import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactMessage } from './contact-message.entity';
import { ContactService } from './contact.service';

@Module({
  imports: [MikroOrmModule.forFeature([ContactMessage])],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
