import { remote } from '../remote';
import { screen, within } from '@testing-library/react';
import { json, renderPage } from '@portal/web-testing';
import { CoveragesPage } from './coverages-page';

describe('CoveragesPage', () => {
  it('lists each coverage with its assigned id', async () => {
    await renderPage(remote, <CoveragesPage />, () => json([{ coverageId: 1, name: 'Physiotherapy', assignedId: 11 }, { coverageId: 2, name: 'Psychology', assignedId: 14 }]));
    expect(screen.getByRole('heading', { level: 1, name: 'Edit coverages' })).toBeInTheDocument();
    const psychology = (await screen.findByRole('heading', { name: 'Psychology' })).closest('article') as HTMLElement;
    expect(within(psychology).getByText('Assigned Id: 14')).toBeInTheDocument();
  });
});
