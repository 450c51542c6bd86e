import { changeLanguage } from '@portal/i18n';
import { act, screen } from '@testing-library/react';
import { AutoComplete, Form, Select } from 'antd';
import { useTranslation } from '@portal/i18n';
import { renderInAntdRoot } from '../testing/render-in-antd-root';
import { nameListboxes } from './listbox-names';

const OPTIONS = [
  { value: 'approved', label: 'Approved' },
  { value: 'suspended', label: 'Suspended' },
];

function LanguageLabelledSelect() {
  const { language } = useTranslation();
  return <Select open aria-label={language === 'fr-CA' ? 'État du compte' : 'Account status'} options={OPTIONS} />;
}

describe('listbox names', () => {
  it('names an open Select list after its aria-label and renames it with the language', async () => {
    const { i18n } = await renderInAntdRoot(<LanguageLabelledSelect />);
    expect(await screen.findByRole('listbox', { name: 'Account status' })).toBeInTheDocument();
    await act(() => changeLanguage(i18n, 'fr-CA'));
    expect(await screen.findByRole('listbox', { name: 'État du compte' })).toBeInTheDocument();
  });

  it('names lists after a form label and an AutoComplete after its aria-label', async () => {
    await renderInAntdRoot(
      <>
        <Form>
          <Form.Item label="Office" name="office">
            <Select open options={OPTIONS} />
          </Form.Item>
        </Form>
        <AutoComplete open aria-label="City" options={[{ value: 'Regina' }]} />
      </>,
    );
    expect(await screen.findByRole('listbox', { name: 'Office' })).toBeInTheDocument();
    expect(await screen.findByRole('listbox', { name: 'City' })).toBeInTheDocument();
  });

  it('keeps a listbox that has its own name and leaves one without a combobox alone', () => {
    document.body.innerHTML = `
      <input id="a" aria-label="Plan" /><div role="listbox" id="a_list" aria-labelledby="x"></div>
      <div role="listbox" id="orphan_list"></div>`;
    expect(nameListboxes(document.body)).toBe(0);
    expect(document.getElementById('a_list')).not.toHaveAttribute('aria-label');
    expect(document.getElementById('orphan_list')).not.toHaveAttribute('aria-label');
  });
});
