import { errorMessage } from '@portal/api-client';
import { useTranslation } from '@portal/i18n';
import { Page, useNotify } from '@portal/ui';
import { AntdRoot } from '@portal/ui-antd';
import { Button, Radio, Skeleton, Space } from 'antd';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { useGetEditableHomepageQuery, useSaveHomepageMutation } from './homepage-api';
import { QuillEditor, type LinkTooltipTexts } from './quill-editor';

type PageLanguage = 'en' | 'fr';

/**
 * Spec §2 "Edit Provider's Homepage": the rich-text editor with Preview, Edit, Clear and Save, for the
 * English page or the optional French one (ADR 029); Save stores both.
 */
export function EditHomepagePage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const current = useGetEditableHomepageQuery();
  const [save, { isLoading: saving }] = useSaveHomepageMutation();
  const [pages, setPages] = useState<Record<PageLanguage, string>>({ en: '', fr: '' });
  const [editing, setEditing] = useState<PageLanguage>('en');
  const [version, setVersion] = useState(0);
  const [previewing, setPreviewing] = useState(false);
  const html = pages[editing];
  const setHtml = (value: string) => setPages((each) => ({ ...each, [editing]: value }));
  const editorLabel = t(editing === 'fr' ? 'homepage.editorLabelFr' : 'homepage.editorLabel');
  // Stable while the language stays: a new object would rebuild the editor.
  const toolLabels = useMemo(() => t('homepage.tools', { returnObjects: true }) as Record<string, string>, [t]);
  const headingNames = useMemo(() => t('homepage.headings', { returnObjects: true }) as Record<string, string>, [t]);
  const linkTooltip = useMemo(() => t('homepage.linkTooltip', { returnObjects: true }) as LinkTooltipTexts, [t]);

  useEffect(() => {
    // Spec §8: a failure to load the editor's content is only logged.
    if (current.error) console.warn('Could not load the home page', current.error);
  }, [current.error]);
  useEffect(() => {
    if (current.data) {
      setPages({ en: current.data.html, fr: current.data.htmlFr ?? '' });
      setVersion((v) => v + 1);
    }
  }, [current.data]);

  const onSave = async () => {
    try {
      await save({ html: pages.en, htmlFr: pages.fr || null }).unwrap();
      notify('success', t('homepage.saved'));
    } catch (error) {
      notify('error', t('homepage.saveFailed', { error: errorMessage(error) }));
    }
  };

  return (
    <AntdRoot>
      <Page title={t('titles.editHomepage')}>
        <Radio.Group
          aria-label={t('homepage.language')}
          optionType="button"
          value={editing}
          onChange={(event) => {
            setEditing(event.target.value as PageLanguage);
            setVersion((v) => v + 1);
          }}
          options={[
            { value: 'en', label: t('homepage.english') },
            { value: 'fr', label: t('homepage.french') },
          ]}
          style={{ marginBottom: 16 }}
        />
        <Space wrap style={{ display: 'flex', marginBottom: 16 }}>
          <Button onClick={() => setPreviewing(true)} disabled={previewing} aria-pressed={previewing}>
            {t('homepage.preview')}
          </Button>
          <Button onClick={() => setPreviewing(false)} disabled={!previewing} aria-pressed={!previewing}>
            {t('homepage.edit')}
          </Button>
          <Button
            onClick={() => {
              setHtml('');
              setPreviewing(false);
              setVersion((v) => v + 1);
            }}
          >
            {t('homepage.clear')}
          </Button>
          <Button type="primary" loading={saving} onClick={() => void onSave()}>
            {t('homepage.save')}
          </Button>
        </Space>
        {current.isLoading ? (
          <div role="status">
            <span className="visually-hidden">{t('homepage.loading')}</span>
            <div aria-hidden="true">
              <Skeleton active title={false} paragraph={{ rows: 10 }} />
            </div>
          </div>
        ) : previewing ? (
          <section
            lang={editing === 'fr' ? 'fr-CA' : 'en'}
            aria-label={t('homepage.previewLabel')}
            className="homepage-content"
            dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
          />
        ) : (
          <QuillEditor
            key={version}
            initialHtml={html}
            language={editing === 'fr' ? 'fr-CA' : 'en'}
            label={editorLabel}
            headingLabel={t('homepage.headingLabel')}
            toolbarLabel={t('homepage.formatting', { editor: editorLabel })}
            toolLabels={toolLabels}
            headingNames={headingNames}
            linkTooltip={linkTooltip}
            onChange={setHtml}
          />
        )}
      </Page>
    </AntdRoot>
  );
}
