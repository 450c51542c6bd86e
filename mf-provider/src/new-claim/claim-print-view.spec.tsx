import type { ClaimSubmissionResult } from '@portal/contracts';
import { renderPage } from '@portal/web-testing';
import { fireEvent, screen } from '@testing-library/react';
import { remote } from '../remote';
import { ClaimPrintView } from './claim-print-view';

const CLAIM = {
  submissionId: 'CPP110000000000000000000001',
  submissionDate: '2026-11-24T15:00:00.000Z',
  status: 'Approved',
  providerName: 'Harbour Physio',
  providerNumber: 'P000001',
  healthOffice: 'Harbour Clinic',
  businessID: null,
  firstName: 'CHLOE',
  lastName: 'MARTIN',
  studentId: '000123456',
  planNumber: '110',
  isAccident: false,
  accidentType: null,
  claimAmountTotal: 20,
  expenses: [],
  receipts: [],
} as unknown as ClaimSubmissionResult;

describe('ClaimPrintView', () => {
  it('closes on Escape wherever focus is, and only itself: the claim sent dialog underneath does not hear it', async () => {
    const onClose = jest.fn();
    const outside = jest.fn();
    await renderPage(
      remote,
      <div onKeyDown={outside}>
        <ClaimPrintView claim={CLAIM} planName="Student Health Plan" coverageNames={new Map()} onClose={onClose} />
      </div>,
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Health claim submission' });
    expect(heading).toHaveFocus();
    fireEvent.keyDown(heading, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outside).not.toHaveBeenCalled();
    // Focus taken back by the dialog underneath (antd's focus trap) does not matter.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
