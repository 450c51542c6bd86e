export interface Office {
  readonly officeName: string;
  readonly address: string;
  readonly city: string;
  readonly province: string;
  readonly postalCode: string;
  readonly telephone: string;
  readonly tollFree: string;
  readonly fax: string;
}

/** Shown until the office list loads, and kept when it cannot be loaded (spec §2 "Footer office editing"). */
export const DEFAULT_OFFICES: readonly Office[] = [
  { officeName: 'Eastern Regional Office', address: '1800 Barrington Street, Suite 600', city: 'Halifax', province: 'NS', postalCode: 'B3J 3K1', telephone: '902-555-0140', tollFree: '1-877-555-0140', fax: '902-555-0141' },
  { officeName: 'Central Regional Office', address: '250 Front Street West, Suite 1200', city: 'Toronto', province: 'ON', postalCode: 'M5V 3G5', telephone: '416-555-0170', tollFree: '1-877-555-0170', fax: '416-555-0171' },
  { officeName: 'Western Regional Office', address: '1055 West Georgia Street, Suite 900', city: 'Vancouver', province: 'BC', postalCode: 'V6E 3P3', telephone: '604-555-0190', tollFree: '1-877-555-0190', fax: '604-555-0191' },
];

/** The toll-free number quoted by the maintenance notice. */
export const MAIN_TOLL_FREE = DEFAULT_OFFICES[1]?.tollFree ?? '';
