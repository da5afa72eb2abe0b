import {
  adminStaticPagesEndpoints,
  contentLocales,
  staticPageInputSchema,
  staticPageTypes,
  type AdminStaticPage,
  type ContentLocale,
  type StaticPageType,
  type StaticPageVersion,
} from '@eventsuite/api-contract';
import {
  Badge,
  Button,
  ConfirmDialog,
  FormActions,
  FormErrorLine,
  FormField,
  Inline,
  Link,
  Tabs,
  TextInput,
  toast,
} from '@eventsuite/design-system';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { callEndpoint } from '../../../api/client';
import { useEndpoint } from '../../../api/use-endpoint';
import { useContractForm } from '../../../forms/use-contract-form';
import { useCatalogue } from '../../../i18n/catalogue';
import { LoadState } from '../../../layout/LoadState';
import { PageLayout } from '../../../layout/PageLayout';
import { usePageObjectName } from '../../../layout/page-object';
import * as sections from '../../../layout/Sections.css';
import { StatusErrorPage } from '../../../layout/StatusErrorPage';
import { useRegionalFormat } from '../../../regional';
import { pathTo } from '../../../route-table/path-to';
import { canAtom } from '../../../session/atoms';
import { staticPageLabels } from '../static-page-labels';
import { StaticPageContent } from '../StaticPageContent';
import * as styles from './AdminStaticPages.css';
import { languageName } from './language-name';
import RichTextEditor from './RichTextEditor';
import {
  staticPagesAdminMessages as messages,
  restoredFromMessage,
  restoreTextMessage,
  versionMessage,
} from './static-pages-admin-messages';

/** Who may change the pages: admin_can_edit_content; admin_can_view_content alone reads (spec §6). */
export const editContent = { anyOf: ['admin_can_edit_content'] };

const isPageType = (value: string): value is StaticPageType => (staticPageTypes as readonly string[]).includes(value);
const isLocale = (value: string | null): value is ContentLocale =>
  value !== null && (contentLocales as readonly string[]).includes(value);

/**
 * /admin/pages/{page} (issue 27 §1): each language of the page in a tab (`?language=`), edited in a
 * rich-text editor beside a preview as the footer shows it, and the language's history, from which a
 * version can be restored.
 */
export default function StaticPageScreen() {
  const intl = useIntl();
  const { page = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const type = isPageType(page) ? page : undefined;
  const { data, error, mutate } = useEndpoint(
    adminStaticPagesEndpoints.showAdminStaticPage,
    type ? { params: { type } } : null,
  );
  usePageObjectName(type ? intl.formatMessage(staticPageLabels[type]) : undefined);
  if (!type) return <StatusErrorPage status={404} />;
  const requested = searchParams.get('language');
  const locale: ContentLocale = isLocale(requested) ? requested : 'en';
  const changed = (next: AdminStaticPage) => void mutate({ data: next }, { revalidate: false });

  return (
    <PageLayout title={intl.formatMessage(staticPageLabels[type])}>
      <p className={sections.text}>
        <Link href={pathTo('admin-pages')}>
          <FormattedMessage {...messages.backToList} />
        </Link>
      </p>
      {data ? (
        <Tabs
          label={intl.formatMessage(messages.languages)}
          value={locale}
          onValueChange={(next) =>
            setSearchParams(() => (next === 'en' ? new URLSearchParams() : new URLSearchParams({ language: next })), {
              replace: true,
            })
          }
          tabs={contentLocales.map((tabLocale) => ({
            value: tabLocale,
            label: languageName(intl, tabLocale),
            content: <PageLanguage page={data.data} locale={tabLocale} onChanged={changed} />,
          }))}
        />
      ) : (
        <LoadState
          retry={messages.retry}
          failed={error !== undefined}
          loading={messages.pageLoading}
          failedTitle={messages.pageLoadFailed}
          onRetry={() => void mutate()}
        />
      )}
    </PageLayout>
  );
}

interface LanguageProps {
  page: AdminStaticPage;
  locale: ContentLocale;
  onChanged: (page: AdminStaticPage) => void;
}

function PageLanguage({ page, locale, onChanged }: LanguageProps) {
  const can = useAtomValue(canAtom);
  const mayEdit = can(editContent);
  const current = page.languages.find((language) => language.locale === locale);
  const versions = page.versions.filter((version) => version.locale === locale);
  return (
    <div className={sections.sections}>
      {current ? null : (
        <p className={sections.muted} role="note">
          <FormattedMessage {...messages.missingLanguage} />
        </p>
      )}
      {mayEdit ? (
        // A new current text (a save elsewhere, a restore) starts the form afresh.
        <PageForm key={current?.updated_at ?? 'new'} page={page} locale={locale} onChanged={onChanged} />
      ) : (
        <>
          <p className={sections.muted}>
            <FormattedMessage {...messages.readOnly} />
          </p>
          {current ? <Preview title={current.title} html={current.html} /> : null}
        </>
      )}
      <History type={page.type} locale={locale} versions={versions} mayEdit={mayEdit} onChanged={onChanged} />
    </div>
  );
}

function PageForm({ page, locale, onChanged }: LanguageProps) {
  const intl = useIntl();
  const { fieldLabel } = useCatalogue();
  const current = page.languages.find((language) => language.locale === locale);
  const { form, onSubmit, errorsOf, formError, submitting } = useContractForm({
    schema: staticPageInputSchema,
    endpoint: adminStaticPagesEndpoints.updateAdminStaticPage,
    defaultValues: { title: current?.title ?? '', html: current?.html ?? '' },
    request: (values) => ({ params: { type: page.type, locale }, body: values }),
    onSaved: (response) => onChanged(response.data),
  });
  const title = form.watch('title');
  const html = form.watch('html');
  const titleLabel = fieldLabel('title');
  const contentLabel = fieldLabel('html');
  const contentErrors = errorsOf('html', contentLabel);
  const ids = { label: `page-content-${locale}`, error: `page-content-${locale}-error` };
  const { ref: focusContent } = form.register('html');

  return (
    <div className={styles.editorLayout}>
      <form className={sections.form} onSubmit={onSubmit} noValidate>
        <FormField label={titleLabel} errors={errorsOf('title', titleLabel)}>
          <TextInput {...form.register('title')} />
        </FormField>
        <div className={sections.form}>
          <span id={ids.label} className={sections.legend}>
            {contentLabel}
          </span>
          <div
            // react-hook-form focuses the first field in error: here the editing area, once Tiptap made it.
            ref={(element) =>
              focusContent(
                element ? { focus: () => element.querySelector<HTMLElement>('[contenteditable]')?.focus() } : null,
              )
            }
          >
            <RichTextEditor
              labelledBy={ids.label}
              describedBy={contentErrors ? ids.error : undefined}
              invalid={contentErrors !== undefined}
              initialHtml={current?.html ?? ''}
              onChange={(next) => form.setValue('html', next, { shouldDirty: true })}
            />
          </div>
          {contentErrors ? (
            <FormErrorLine id={ids.error} announce={false}>
              {contentErrors[0]}
            </FormErrorLine>
          ) : null}
        </div>
        {formError ? <FormErrorLine>{formError}</FormErrorLine> : null}
        <FormActions>
          <Button type="submit" busy={submitting}>
            <FormattedMessage {...messages.save} />
          </Button>
        </FormActions>
      </form>
      <section className={sections.section} aria-labelledby={`page-preview-${locale}`}>
        <h2 id={`page-preview-${locale}`} className={sections.sectionHeading}>
          <FormattedMessage {...messages.previewHeading} />
        </h2>
        <p className={sections.muted}>{intl.formatMessage(messages.previewText)}</p>
        <Preview title={title} html={html} />
      </section>
    </div>
  );
}

/** The page as the footer's modal shows it: its title, then its text, with the modal's own styles. */
function Preview({ title, html }: { title: string; html: string }) {
  return (
    <div className={styles.preview}>
      <p className={styles.previewTitle} aria-hidden="true">
        {title}
      </p>
      <StaticPageContent html={html} title={title} />
    </div>
  );
}

function History({
  type,
  locale,
  versions,
  mayEdit,
  onChanged,
}: {
  type: StaticPageType;
  locale: ContentLocale;
  versions: readonly StaticPageVersion[];
  mayEdit: boolean;
  onChanged: (page: AdminStaticPage) => void;
}) {
  const intl = useIntl();
  const format = useRegionalFormat();
  const [restoring, setRestoring] = useState<StaticPageVersion | null>(null);
  const unknown = intl.formatMessage(messages.unknownPerson);
  const dateOf = (id: string | null) => {
    const found = versions.find((version) => version.id === id);
    return found ? format.dateTime(found.saved_at) : '';
  };
  const restore = async () => {
    if (!restoring) return;
    try {
      const response = await callEndpoint(adminStaticPagesEndpoints.restoreAdminStaticPageVersion, {
        params: { type, version: restoring.id },
      });
      onChanged(response.data);
      toast({ variant: 'success', message: intl.formatMessage(messages.restored) });
    } catch (error) {
      toast({ variant: 'error', message: intl.formatMessage(messages.failed) });
      throw error;
    }
  };
  const headingId = `page-history-${locale}`;
  return (
    <section className={sections.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={sections.sectionHeading}>
        <FormattedMessage {...messages.historyHeading} />
      </h2>
      {versions.length === 0 ? (
        <p className={sections.muted}>
          <FormattedMessage {...messages.noHistory} />
        </p>
      ) : (
        <ol className={styles.versions}>
          {versions.map((version, index) => (
            <li key={version.id} className={styles.version}>
              <div className={styles.versionText}>
                <Inline gap="sm" align="center">
                  <span className={sections.text}>
                    {intl.formatMessage(versionMessage, {
                      date: format.dateTime(version.saved_at),
                      name: version.saved_by?.name ?? unknown,
                    })}
                  </span>
                  {index === 0 ? <Badge tone="brand">{intl.formatMessage(messages.current)}</Badge> : null}
                </Inline>
                <span className={sections.muted}>{version.title}</span>
                {version.restored_from ? (
                  <span className={sections.muted}>
                    {intl.formatMessage(restoredFromMessage, { date: dateOf(version.restored_from) })}
                  </span>
                ) : null}
              </div>
              {mayEdit && index > 0 ? (
                <Button variant="secondary" onClick={() => setRestoring(version)}>
                  <FormattedMessage {...messages.restore} />
                </Button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => (open ? undefined : setRestoring(null))}
        title={<FormattedMessage {...messages.restoreTitle} />}
        text={intl.formatMessage(restoreTextMessage, {
          date: restoring ? format.dateTime(restoring.saved_at) : '',
          language: languageName(intl, locale),
        })}
        confirmLabel={intl.formatMessage(messages.restore)}
        cancelLabel={intl.formatMessage(messages.cancel)}
        onConfirm={restore}
      />
    </section>
  );
}
