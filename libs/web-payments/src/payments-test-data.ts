import type { Office, Provider } from '@portal/contracts';
import type { Deposit, DepositDetail, PaymentRun } from '@portal/contracts/payments';

export const PROVIDER_ID = '22222222-2222-4222-8222-222222222222';
export const OFFICE_ID = '11111111-1111-4111-8111-111111111111';

export const deposit = (overrides: Partial<Deposit> = {}): Deposit => ({
  depositId: '1',
  runId: '7',
  reference: 'DEP-20261201-000001',
  paymentDate: '2026-12-01',
  providerId: PROVIDER_ID,
  officeId: OFFICE_ID,
  officeName: 'Valley Wellness',
  amount: 5000,
  claimCount: 2,
  lineCount: 2,
  ...overrides,
});

/** The first deposit of $12,345.67 paid as $5,000 + $5,000 + $2,345.67: its second line crosses the boundary. */
export const depositDetail = (): DepositDetail => ({
  ...deposit(),
  lines: [
    {
      claimId: '10',
      expenseId: '100',
      submissionId: 'CPP110202611240000000000010',
      patientName: 'ALICE MARTIN',
      expenseDate: '2026-11-20',
      coverageName: 'Chiropractic',
      lineAmount: 45.5,
      amountPaid: 45.5,
    },
    {
      claimId: '11',
      expenseId: '101',
      submissionId: 'CPP110202611240000000000011',
      patientName: 'BOB "B" MARTIN, JR',
      expenseDate: '2026-11-21',
      coverageName: null,
      lineAmount: 12300.17,
      amountPaid: 4954.5,
    },
  ],
});

export const run = (overrides: Partial<PaymentRun> = {}): PaymentRun => ({
  runId: '7',
  paymentDate: '2026-12-01',
  createdAt: '2026-11-28T15:30:00.000Z',
  depositCount: 3,
  claimCount: 4,
  lineCount: 5,
  totalAmount: 12345.67,
  fileCreationNumber: '0007',
  ...overrides,
});

const office = (officeId: string, officeName: string): Office => ({
  officeId,
  officeName,
  registrationNumber: null,
  businessID: 'P000002-1',
  businessName: officeName,
  phoneNumber: '250-555-0100',
  phoneExtension: null,
  directDepositEmail: 'pay@valley.test',
  address: '2 Valley Rd',
  city: 'Kelowna',
  province: 'BC',
  provinceId: 3,
  postalCode: 'V1Y 1A1',
  primaryContactFirstname: null,
  primaryContactLastname: null,
  institutionNumber: '002',
  transitNumber: '54321',
  accountNumber: '******323',
  accountType: 'Chequing',
  verifyDirectDeposit: true,
});

export const provider: Provider = {
  providerId: PROVIDER_ID,
  providerName: 'Valley Wellness Inc.',
  registrationNumber: 'REG-1002',
  providerNumber: 'P000002',
  username: 'provider2',
  email: null,
  approvalStatus: 'Approved',
  isSuspended: false,
  adminMessage: null,
  isStatusRead: true,
  verifyProviderRegistration: true,
  timezone: 'America/Vancouver',
  language: 'en',
  latestAuditId: null,
  coverages: [13],
  offices: [office(OFFICE_ID, 'Valley Wellness'), office('33333333-3333-4333-8333-333333333333', 'Harbour Clinic')],
};

export const page = (items: unknown[], total = items.length) =>
  new Response(JSON.stringify(items), {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
  });

export const apiError = (status: number, message: string) =>
  new Response(JSON.stringify({ statusCode: status, error: 'Bad Request', message }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Captures what `saveBlob` saves: the link's file name and the blob's text. */
export const captureDownloads = () => {
  const saved: { fileName: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${next++}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
};

/** A blob's text: a fetched body's Blob (Node's) reads itself; jsdom's Blob has no `text()`. */
export const blobText = (blob: Blob) =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });
