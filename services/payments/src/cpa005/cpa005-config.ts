import { parseConfig } from '@portal/server-core';
import { z } from 'zod';

/** The originator's details a CPA-005 file carries, given by the originator's bank (README "Payment runs"). */
export interface Cpa005Config {
  /** The originator's id the bank assigned (10 characters). */
  originatorId: string;
  /** Shown on payees' statements (at most 15 characters). */
  originatorShortName: string;
  originatorLongName: string;
  /** The first run's file creation number; each later run's is the next (after 9999, 0001 again). */
  fileCreationStart: number;
  /** The bank's data centre that processes the file (5 digits). */
  destinationDataCentre: string;
  /** Where a payment the payee's bank cannot credit is returned. */
  returnInstitution: string;
  returnTransit: string;
  returnAccount: string;
  /** CPA Standard 007 transaction type of every credit: 336, health/dental claim insurance, unless told. */
  transactionCode: string;
}

export const CPA005_CONFIG = Symbol('CPA005_CONFIG');

const digits = (length: number) => z.string().regex(new RegExp(`^\\d{${length}}$`), `must be ${length} digits`);
const name = (max: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9 &.,'-]+$/, "letters, digits, spaces and & . , ' - only")
    .max(max, `at most ${max} characters`);

/** Test values, used outside production only: they name no real originator or account. */
const TEST_DEFAULTS = {
  CPA005_ORIGINATOR_ID: '0000000000',
  CPA005_ORIGINATOR_SHORT_NAME: 'PORTAL BENEFITS',
  CPA005_ORIGINATOR_LONG_NAME: 'PORTAL HEALTH BENEFITS TEST',
  CPA005_FILE_CREATION_START: '1',
  CPA005_DESTINATION_DATA_CENTRE: '00000',
  CPA005_RETURN_INSTITUTION: '000',
  CPA005_RETURN_TRANSIT: '00000',
  CPA005_RETURN_ACCOUNT: '0000000',
} as const;

const envSchema = z.object({
  CPA005_ORIGINATOR_ID: z.string().regex(/^[A-Za-z0-9]{10}$/, 'must be 10 letters or digits'),
  CPA005_ORIGINATOR_SHORT_NAME: name(15),
  CPA005_ORIGINATOR_LONG_NAME: name(30),
  CPA005_FILE_CREATION_START: z.coerce.number().int().min(1).max(9999),
  CPA005_DESTINATION_DATA_CENTRE: digits(5),
  CPA005_RETURN_INSTITUTION: digits(3),
  CPA005_RETURN_TRANSIT: digits(5),
  CPA005_RETURN_ACCOUNT: z.string().regex(/^\d{7,12}$/, 'must be 7 to 12 digits'),
  CPA005_TRANSACTION_CODE: digits(3).default('336'),
});

/**
 * Reads the `CPA005_*` variables; outside production a missing one takes a test value, in production
 * each is required (a ConfigError names every bad or missing one).
 */
export function loadCpa005Config(env: Record<string, string | undefined>, production: boolean): Cpa005Config {
  const given = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('CPA005_') && value !== ''));
  const parsed = parseConfig(envSchema, production ? given : { ...TEST_DEFAULTS, ...given });
  return {
    originatorId: parsed.CPA005_ORIGINATOR_ID,
    originatorShortName: parsed.CPA005_ORIGINATOR_SHORT_NAME,
    originatorLongName: parsed.CPA005_ORIGINATOR_LONG_NAME,
    fileCreationStart: parsed.CPA005_FILE_CREATION_START,
    destinationDataCentre: parsed.CPA005_DESTINATION_DATA_CENTRE,
    returnInstitution: parsed.CPA005_RETURN_INSTITUTION,
    returnTransit: parsed.CPA005_RETURN_TRANSIT,
    returnAccount: parsed.CPA005_RETURN_ACCOUNT,
    transactionCode: parsed.CPA005_TRANSACTION_CODE,
  };
}

/** The file creation number of the run with `sequenceNo` (1 for the first run), four digits. */
export const fileCreationNumber = (config: Cpa005Config, sequenceNo: number): string =>
  String(((config.fileCreationStart - 1 + sequenceNo - 1) % 9999) + 1).padStart(4, '0');
