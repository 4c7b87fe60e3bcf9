import { useId, useState } from 'react';
import { useFormState } from 'react-final-form';
import { utmFields } from '@rabt/contract';
import {
  Alert,
  Button,
  ChevronDown,
  ChevronUp,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  Heading,
  Link2,
  ShieldAlert,
  SkeletonGroup,
  Skeleton,
  Trash2,
  UpgradePrompt,
  useT,
} from '@rabt/ui';
import { FormPasswordField, FormSubmitNotice, ScreenForm } from '../../_parts/FormParts.tsx';
import { PlanLimitNotice, type PlanBlock } from '../../_parts/PlanLimitNotice.tsx';
import type { RenderLink } from '../../_parts/ScreenLink.tsx';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import { LinkStatusPill } from '../LinkList/LinkStatusPill.tsx';
import type { LinkSummary, WorkspaceOption } from '../LinkList/linkTypes.ts';
import { FormCheckbox, FormDateTimeField, FormField, FormSelect, NipField } from './fields.tsx';
import {
  buildDestinationUrl,
  emptyLinkValues,
  normaliseLinkValues,
  validateLink,
  type EditorLockableFeature,
  type LinkEditorValues,
} from './linkForm.ts';
import * as styles from './LinkEditor.css.ts';

export type LinkEditorState =
  | { state: 'loading' }
  /** The link could not be loaded. */
  | { state: 'error'; message?: string | null }
  /** No such link in this account (404). */
  | { state: 'notFound' }
  /** The user's permissions do not cover links (403). */
  | { state: 'forbidden' }
  | {
      state: 'ready';
      /** Edit mode: the link as the API answered it (header with short URL, status, clicks). */
      link?: LinkSummary;
      /** Prefilled values, e.g. the link's in edit mode (see `linkToEditorValues`). */
      initialValues?: Partial<LinkEditorValues>;
    };

export type LinkEditorScreenProps = LinkEditorState & {
  mode: 'create' | 'edit';
  /** Short domain names to choose from; the first is the default on create. */
  domains: readonly string[];
  /** Workspaces to file the link in; the field is hidden when there are none. */
  workspaces?: readonly WorkspaceOption[];
  /** Features the account's plan lacks: their fields become upgrade prompts (spec §6). */
  lockedFeatures?: readonly EditorLockableFeature[];
  /** The cheapest plan that unlocks them, as billing names it ("Pro"). @defaultValue 'Pro' */
  upgradePlan?: string;
  /** Opens the upgrade page for the locked feature whose prompt was used. */
  onUpgrade: (feature: EditorLockableFeature) => void;
  /** The last save was refused on plan grounds (a full links limit): the message and upgrade link. */
  planBlock?: PlanBlock | null;
  /** The app's router link (the upgrade link); plain `<a href>` when absent. */
  renderLink?: RenderLink;
  /** Valid values; resolve to field errors (NIP_TAKEN, PLAN_LOCKED …) to show them by their fields. */
  onSubmit: FormSubmit<LinkEditorValues>;
  onCancel: () => void;
  onRetry: () => void;
  /** Edit mode: resolve when deleted; reject to show the delete failure message. */
  onDelete?: () => Promise<unknown>;
  onCopied?: (shortUrl: string) => void;
  /** Shell-level: the last request got no answer. */
  offline?: boolean;
};

/** The final destination with UTM merged, as visitors will reach it. */
function UtmPreview() {
  const t = useT();
  const { values } = useFormState<Partial<LinkEditorValues>>({ subscription: { values: true } });
  const url = buildDestinationUrl(values.long_url ?? '', values);
  return (
    <div>
      <p className={styles.sectionTitle} id="utm-preview-label">
        {t('links.editor.preview')}
      </p>
      <output aria-labelledby="utm-preview-label" data-testid="utm-preview" className={styles.preview}>
        {/* A URL stays left-to-right in an Arabic page (its punctuation would otherwise move). */}
        {url ? <bdi dir="ltr">{url}</bdi> : <span className={styles.previewEmpty}>{t('links.editor.previewEmpty')}</span>}
      </output>
    </div>
  );
}

/** The UTM fields, folded away until asked for, with the live preview. */
function UtmSection({ initiallyOpen }: { initiallyOpen: boolean }) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 className={styles.sectionTitle} id={`${id}-title`}>
          {t('links.editor.utmSection')}
        </h2>
        <Button
          variant="ghost"
          size="small"
          iconEnd={open ? ChevronUp : ChevronDown}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          {open ? t('links.editor.utmHide') : t('links.editor.utmShow')}
        </Button>
      </div>
      <div id={`${id}-body`} hidden={!open}>
        {open ? (
          <div className={styles.twoColumns}>
            {utmFields.map((field) => (
              <FormField
                key={field}
                name={field}
                label={t(`links.editor.${field}`)}
                placeholder={t(`links.editor.${field}Placeholder`)}
                optional
                dir="ltr"
              />
            ))}
          </div>
        ) : null}
      </div>
      <UtmPreview />
    </section>
  );
}

/** Create a link, or edit and view one (spec §2 /links/new, /links/:id; §5; §6). */
export function LinkEditorScreen(props: LinkEditorScreenProps) {
  const {
    mode,
    domains,
    workspaces = [],
    lockedFeatures = [],
    upgradePlan = 'Pro',
    onUpgrade,
    onSubmit,
    onCancel,
    onRetry,
    onDelete,
    onCopied,
    offline = false,
    planBlock,
    renderLink,
  } = props;
  const t = useT();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const locked = (feature: EditorLockableFeature) => lockedFeatures.includes(feature);
  const title = mode === 'create' ? t('links.editor.createTitle') : t('links.editor.editTitle');

  const back = (
    <Button variant="ghost" onClick={() => onCancel()}>
      {t('links.editor.back')}
    </Button>
  );

  let body;
  switch (props.state) {
    case 'loading':
      body = (
        <SkeletonGroup label={t('links.editor.loading')}>
          <div className={styles.section}>
            <Skeleton lines={2} />
            <Skeleton variant="rectangle" height={38} />
            <Skeleton variant="rectangle" height={38} />
            <Skeleton variant="rectangle" height={38} />
          </div>
        </SkeletonGroup>
      );
      break;
    case 'error':
      body = (
        <Alert
          tone="critical"
          title={t('links.editor.loadError')}
          action={
            <Button variant="secondary" onClick={() => onRetry()}>
              {t('screens.common.retry')}
            </Button>
          }
        >
          {props.message || t('screens.common.genericError')}
        </Alert>
      );
      break;
    case 'notFound':
      body = <EmptyState icon={Link2} title={t('links.editor.notFound')} primaryAction={back} />;
      break;
    case 'forbidden':
      body = <EmptyState icon={ShieldAlert} title={t('screens.permission.heading')} description={t('screens.permission.body')} />;
      break;
    case 'ready': {
      const { link } = props;
      const initialValues: Partial<LinkEditorValues> = {
        ...emptyLinkValues,
        domain: domains[0] ?? '',
        workspace_id: workspaces[0]?.id ?? '',
        ...props.initialValues,
      };
      const hasUtm = utmFields.some((field) => Boolean(initialValues[field]));
      const hasPassword = Boolean(link?.has_password);
      body = (
        <>
          {link ? (
            <div className={styles.summary} data-testid="link-summary">
              <span className={styles.shortUrl} dir="ltr">
                {link.short_url.replace(/^https?:\/\//, '')}
              </span>
              <CopyButton value={link.short_url} size="small" onCopy={onCopied} />
              <LinkStatusPill link={link} withTime />
              <span>{t('links.editor.clicks', { count: link.clicks })}</span>
            </div>
          ) : null}
          <ScreenForm<LinkEditorValues>
            aria-label={title}
            initialValues={initialValues}
            validate={(values) => validateLink(t, values, mode)}
            onSubmit={(values) => onSubmit(normaliseLinkValues(values))}
          >
            {({ submitting }) => (
              <div className={styles.form}>
                {planBlock ? <PlanLimitNotice block={planBlock} renderLink={renderLink} /> : <FormSubmitNotice />}
                <section className={styles.section} aria-labelledby="link-destination">
                  <h2 className={styles.sectionTitle} id="link-destination">
                    {t('links.editor.destinationSection')}
                  </h2>
                  <FormField
                    name="long_url"
                    type="url"
                    label={t('links.editor.longUrl')}
                    placeholder="https://example.com/spring-sale"
                    hint={t('links.editor.longUrlHint')}
                    required
                    autoComplete="url"
                  />
                  <FormField
                    name="title"
                    label={t('links.editor.title')}
                    placeholder={t('links.editor.titlePlaceholder')}
                    optional
                    dir="auto"
                  />
                </section>

                <section className={styles.section} aria-labelledby="link-short">
                  <h2 className={styles.sectionTitle} id="link-short">
                    {t('links.editor.shortSection')}
                  </h2>
                  <div className={styles.twoColumns}>
                    <FormSelect
                      name="domain"
                      label={t('links.editor.domain')}
                      required
                      placeholder={t('links.editor.domainPlaceholder')}
                      options={domains.map((d) => ({ value: d, label: d }))}
                    />
                    <NipField
                      label={t('links.editor.nip')}
                      hint={mode === 'create' ? t('links.editor.nipHintCreate') : t('links.editor.nipHintEdit')}
                      required={mode === 'edit'}
                      optional={mode === 'create'}
                    />
                  </div>
                  {workspaces.length > 0 ? (
                    <FormSelect
                      name="workspace_id"
                      label={t('links.editor.workspace')}
                      placeholder={false}
                      options={workspaces.map((w) => ({ value: w.id, label: w.name }))}
                    />
                  ) : null}
                </section>

                <section className={styles.section} aria-labelledby="link-access">
                  <h2 className={styles.sectionTitle} id="link-access">
                    {t('links.editor.accessSection')}
                  </h2>
                  {locked('link_password') ? (
                    <UpgradePrompt
                      feature="link_password"
                      plan={upgradePlan}
                      variant="inline"
                      onUpgrade={() => onUpgrade('link_password')}
                    />
                  ) : (
                    <>
                      <FormPasswordField
                        name="lock_pass"
                        label={t('links.editor.lockPass')}
                        hint={hasPassword ? t('links.editor.lockPassKeep') : t('links.editor.lockPassHint')}
                        autoComplete="new-password"
                      />
                      {hasPassword ? <FormCheckbox name="remove_lock_pass" label={t('links.editor.removeLockPass')} /> : null}
                    </>
                  )}
                  <div className={styles.twoColumns}>
                    {locked('link_schedule') ? (
                      <UpgradePrompt
                        feature="link_schedule"
                        plan={upgradePlan}
                        variant="inline"
                        onUpgrade={() => onUpgrade('link_schedule')}
                      />
                    ) : (
                      <FormDateTimeField
                        name="schedule_at"
                        label={t('links.editor.scheduleAt')}
                        hint={t('links.editor.scheduleHint')}
                      />
                    )}
                    {locked('link_expiry') ? (
                      <UpgradePrompt
                        feature="link_expiry"
                        plan={upgradePlan}
                        variant="inline"
                        onUpgrade={() => onUpgrade('link_expiry')}
                      />
                    ) : (
                      <FormDateTimeField
                        name="expires_at"
                        label={t('links.editor.expiresAt')}
                        hint={t('links.editor.expiryHint')}
                      />
                    )}
                  </div>
                </section>

                <UtmSection initiallyOpen={hasUtm} />

                <div className={styles.actions}>
                  {mode === 'edit' && onDelete ? (
                    <Button variant="danger" icon={Trash2} onClick={() => setConfirmDelete(true)} disabled={submitting}>
                      {t('links.editor.delete')}
                    </Button>
                  ) : null}
                  <div className={styles.actionsEnd}>
                    <Button variant="secondary" onClick={() => onCancel()} disabled={submitting}>
                      {t('links.editor.cancel')}
                    </Button>
                    <Button type="submit" loading={submitting}>
                      {mode === 'create' ? t('links.editor.create') : t('links.editor.save')}
                    </Button>
                  </div>
                </div>
              </div>
            )}
          </ScreenForm>
          {mode === 'edit' && onDelete ? (
            <ConfirmDialog
              open={confirmDelete}
              onOpenChange={setConfirmDelete}
              title={t('links.delete.title')}
              description={
                link ? t('links.delete.body', { url: isolate(link.short_url.replace(/^https?:\/\//, '')) }) : undefined
              }
              confirmLabel={t('links.delete.confirm')}
              errorMessage={t('links.delete.failed')}
              onConfirm={() => onDelete()}
            />
          ) : null}
        </>
      );
      break;
    }
    default: {
      const never: never = props;
      body = never;
    }
  }

  return (
    <section className={styles.page} aria-labelledby="link-editor-heading" data-screen="link-editor" data-state={props.state}>
      <div className={styles.header}>
        <Heading level={1} id="link-editor-heading">
          {title}
        </Heading>
        {back}
      </div>
      {offline ? (
        <Alert tone="caution" title={t('links.offline.title')}>
          {t('links.offline.body')}
        </Alert>
      ) : null}
      {body}
    </section>
  );
}
