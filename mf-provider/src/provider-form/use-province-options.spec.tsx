import { json, renderPage } from '@portal/web-testing';
import { screen } from '@testing-library/react';
import { remote } from '../remote';
import { useProvinceOptions } from './use-province-options';

function ProvinceList() {
  const options = useProvinceOptions();
  return (
    <ul>
      {options.map((option) => (
        <li key={option.value}>{`${option.value} ${option.label}`}</li>
      ))}
    </ul>
  );
}

describe('useProvinceOptions', () => {
  it('lists the provinces of GET /enums/provinces', async () => {
    await renderPage(remote, <ProvinceList />, () => json([{ id: 9, code: 'ON', name: 'Ontario', location: 'Central' }]));
    expect(await screen.findByText('ON Ontario', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('falls back to the 13 provinces and territories, then Other, when the call fails', async () => {
    await renderPage(remote, <ProvinceList />, () => new Response('', { status: 500 }));
    const items = await screen.findAllByRole('listitem', undefined, { timeout: 5000 });
    expect(items).toHaveLength(14);
    expect(items[0]).toHaveTextContent('AB Alberta');
    expect(items[13]).toHaveTextContent('OT Other');
  });
});
