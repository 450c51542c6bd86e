import { Injectable } from '@nestjs/common';
import { DEMO_LEGACY_PROFILES } from '@portal/demo-data';
import { LegacyProfilesService } from './legacy-profiles.service';

/** The demo legacy profiles (one linked to the `newuser` account's oldUid). Idempotent: an upsert by uid. */
@Injectable()
export class LegacyDemoSeeder {
  constructor(private readonly legacy: LegacyProfilesService) {}

  async run(): Promise<void> {
    for (const profile of DEMO_LEGACY_PROFILES) await this.legacy.upsert(profile);
  }
}
