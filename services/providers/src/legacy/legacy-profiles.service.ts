import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Role, type PortalClaims } from '@portal/contracts';
import {
  type LegacyOfficeInput,
  type LegacyProfile as LegacyProfileDto,
  type LegacyProfileInput,
} from '@portal/contracts/legacy-profile';
import { FieldCipher } from '@portal/server-core';
import { maskAccountNumber } from '../mask-account-number';
import { LegacyOffice } from './legacy-office.entity';
import { LegacyProfile } from './legacy-profile.entity';

export type LegacyUpsertOutcome = 'inserted' | 'updated' | 'unchanged';

const sameOffices = (a: LegacyOfficeInput[], b: LegacyOfficeInput[]) =>
  a.length === b.length &&
  a.every((office, i) => {
    const other = b[i] as LegacyOfficeInput;
    return (Object.keys(office) as (keyof LegacyOfficeInput)[]).every((key) => office[key] === other[key]);
  });

/** Legacy profiles of the old portal: the import's upsert and the signed-in provider's own lookup. */
@Injectable()
export class LegacyProfilesService {
  constructor(
    private readonly em: EntityManager,
    private readonly cipher: FieldCipher,
  ) {}

  /** Inserts or replaces the profile `uid` with its offices, in one transaction; nothing is written when it is unchanged. */
  async upsert(input: LegacyProfileInput): Promise<LegacyUpsertOutcome> {
    return this.em.fork().transactional(async (em) => {
      const existing = await em.findOne(LegacyProfile, { uid: input.uid }, { populate: ['offices'] });
      if (
        existing &&
        existing.name === input.name &&
        existing.registerNumber === input.registerNumber &&
        existing.providerNumber === input.providerNumber &&
        sameOffices(
          existing.offices.getItems().map((office) => this.toInput(office)),
          input.offices,
        )
      ) {
        return 'unchanged';
      }
      const profile = existing ?? em.create(LegacyProfile, { uid: input.uid, name: input.name });
      profile.name = input.name;
      profile.registerNumber = input.registerNumber;
      profile.providerNumber = input.providerNumber;
      profile.offices.removeAll();
      input.offices.forEach((office, position) =>
        profile.offices.add(em.create(LegacyOffice, this.toEntityData(profile, office, position))),
      );
      return existing ? 'updated' : 'inserted';
    });
  }

  /**
   * The caller's own legacy profile: the one whose uid is the `oldUid` of the caller's token, for the
   * Provider role only, and only when the account's confirmed e-mail is one of the profile's office
   * e-mails (the uid alone came from a link anybody could type). There is no way to name another
   * uid; anything else is 404.
   */
  async findOwn(user: PortalClaims): Promise<LegacyProfileDto> {
    const uid = user.role === Role.Provider ? user.oldUid : null;
    const email = user.email?.trim().toLowerCase();
    const profile = uid && email ? await this.em.findOne(LegacyProfile, { uid }, { populate: ['offices'] }) : null;
    const owned = profile?.offices.getItems().some((office) => office.email.toLowerCase() === email);
    if (!profile || !owned) throw new NotFoundException('Legacy profile not found');
    const masked = (sealed: string | null) => (sealed === null ? null : maskAccountNumber(this.cipher.decrypt(sealed)));
    return {
      uid: profile.uid,
      name: profile.name,
      registerNumber: profile.registerNumber,
      providerNumber: profile.providerNumber,
      offices: profile.offices.getItems().map((office) => this.officeOf(office, masked)),
    };
  }

  private toInput(office: LegacyOffice): LegacyOfficeInput {
    return this.officeOf(office, (sealed) => (sealed === null ? null : this.cipher.decrypt(sealed)));
  }

  /** A stored office with its sealed bank numbers opened by `open` (in clear, or masked for a response). */
  private officeOf(office: LegacyOffice, open: (sealed: string | null) => string | null): LegacyOfficeInput {
    return {
      clinicName: office.clinicName,
      businessId: office.businessId,
      address: office.address,
      city: office.city,
      province: office.province,
      postalCode: office.postalCode,
      phone: office.phone,
      extension: office.extension,
      email: office.email,
      institutionNumber: open(office.institutionNumberEncrypted),
      transitNumber: open(office.transitNumberEncrypted),
      accountNumber: open(office.accountNumberEncrypted),
    };
  }

  private toEntityData(profile: LegacyProfile, office: LegacyOfficeInput, position: number) {
    const seal = (value: string | null) => (value === null ? null : this.cipher.encrypt(value));
    return {
      profile,
      position,
      clinicName: office.clinicName,
      businessId: office.businessId,
      address: office.address,
      city: office.city,
      province: office.province,
      postalCode: office.postalCode,
      phone: office.phone,
      extension: office.extension,
      email: office.email,
      institutionNumberEncrypted: seal(office.institutionNumber),
      transitNumberEncrypted: seal(office.transitNumber),
      accountNumberEncrypted: seal(office.accountNumber),
    };
  }
}
