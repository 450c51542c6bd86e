import { errorMessage } from '@portal/api-client';
import type { Language, Provider } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Radio } from 'antd';
import { useState } from 'react';
import { useSetProviderLanguageMutation } from '../provider-form/provider-api';

type Outcome = { readonly type: 'success' | 'error'; readonly text: string } | null;

/** Each language is named in itself, whichever language the portal is in. */
const OPTIONS: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'fr-CA', label: 'Français', lang: 'fr-CA' },
];

/** The language of the provider's e-mails: a preference saved on its own, outside the change-request form. */
export function MailLanguage({ provider }: { readonly provider: Provider }) {
  const { t } = useTranslation();
  const [save] = useSetProviderLanguageMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The choice shows at once; a refused save puts the stored one back.
  const [chosen, setChosen] = useState<Language>(provider.language);

  const onChange = async (language: Language) => {
    setOutcome(null);
    setChosen(language);
    const result = await save({ id: provider.providerId, language });
    if ('error' in result) {
      setChosen(provider.language);
      setOutcome({ type: 'error', text: t('profile.mailLanguageFailed', { message: errorMessage(result.error) }) });
    } else setOutcome({ type: 'success', text: t('profile.mailLanguageSaved') });
  };

  return (
    <fieldset style={{ border: 0, padding: 0, margin: '32px 0 0' }} aria-describedby="mail-language-hint">
      <legend style={{ fontSize: 18, fontWeight: 600 }}>{t('profile.mailLanguage')}</legend>
      <p id="mail-language-hint">{t('profile.mailLanguageHint')}</p>
      <Radio.Group
        name="mail-language"
        value={chosen}
        onChange={(event) => void onChange(event.target.value as Language)}
        options={OPTIONS.map(({ value, label, lang }) => ({ value, label: <span lang={lang}>{label}</span> }))}
      />
      {outcome && (
        <Alert
          type={outcome.type}
          title={outcome.text}
          showIcon
          role={outcome.type === 'error' ? 'alert' : 'status'}
          style={{ marginTop: 12 }}
        />
      )}
    </fieldset>
  );
}
