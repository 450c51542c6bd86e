import type { Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Member } from './member.entity';

@Entity({ tableName: 'dependent' })
@Unique({ properties: ['member', 'patientId'] })
export class Dependent {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne(() => Member, { deleteRule: 'cascade' })
  member!: Rel<Member>;

  /** Dependant number on claims ('01', '02', ...); '00' is the member. */
  @Property({ type: 'string', length: 2 })
  patientId!: string;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'string', length: 16 })
  relationship!: string;

  @Property({ type: 'string', length: 1 })
  gender!: string;

  @Property({ type: 'date' })
  dateOfBirth!: string;
}
