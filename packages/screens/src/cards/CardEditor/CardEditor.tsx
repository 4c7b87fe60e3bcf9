import { useEffect, useId, useMemo, useState } from 'react';
import { CARD_LIST_MAX, CARD_PHOTO_MAX_BYTES, CARD_PHOTO_TYPES, type Card, type Company } from '@rabt/contract';
import {
  Alert,
  Button,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  FileDrop,
  Heading,
  IconButton,
  Link,
  Plus,
  Select,
  ShieldAlert,
  Skeleton,
  SkeletonGroup,
  Text,
  TextArea,
  TextField,
  Trash2,
  useIntl,
  useT,
  type FileRejection,
} from '@rabt/ui';
import { PlanLimitNotice, type PlanBlock } from '../../_parts/PlanLimitNotice.tsx';
import type { RenderLink } from '../../_parts/ScreenLink.tsx';
import { isolate } from '../../_parts/text.ts';
import {
  cardToValues,
  emptyCardValues,
  listFields,
  validateCard,
  type CardEditorValues,
  type FieldMessages,
  type ListField,
} from '../_parts/cardForm.ts';
import { CardPreview } from '../CardPreview/CardPreview.tsx';
import * as styles from './CardEditor.css.ts';

export type CardEditorState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  | { state: 'notFound' }
  /** The user's permissions do not cover cards (403). */
  | { state: 'forbidden' }
  /** Create mode: the plan's card limit is reached (409 PLAN_LIMIT_REACHED, or known beforehand). */
  | { state: 'limitReached'; limit: number }
  | { state: 'ready'; card?: Card; initialValues?: Partial<CardEditorValues> };

/** What a submit resolves to: nothing on success, else messages by field path and/or for the form. */
export type CardSubmitResult = void | { fields?: FieldMessages; form?: string };

/** The photo's upload: in flight, or refused with a reason code (photo_type, photo_too_large …). */
export type PhotoStatus = { state: 'idle' } | { state: 'uploading' } | { state: 'rejected'; code: string };

export type CardEditorScreenProps = CardEditorState & {
  mode: 'create' | 'edit';
  /** The account's companies; a card must belong to one. */
  companies: readonly Company[];
  /** Valid values (and on create the picked photo, uploaded after the card exists). */
  onSubmit: (values: CardEditorValues, photo: File | null) => Promise<CardSubmitResult>;
  onCancel: () => void;
  onRetry: () => void;
  onNewCompany: () => void;
  onUpgrade: () => void;
  /** Edit mode: upload a new photo at once; resolve to a reason code when refused. */
  onPhoto?: (file: File) => Promise<void | string>;
  onRemovePhoto?: () => Promise<unknown>;
  /** Edit mode: resolve when deleted; reject to show the failure. */
  onDelete?: () => Promise<unknown>;
  /** Forces the photo field's state (stories). */
  photoStatus?: PhotoStatus;
  onCopied?: (url: string) => void;
  /**
   * Edit mode: why the card cannot be changed on this plan (read-only over the limit, decision
   * 075) with the upgrade link; it replaces the generic form message.
   */
  planBlock?: PlanBlock | null;
  renderLink?: RenderLink;
  /** The viewer's region (the browser's): the preview shows its numbers in their national form. */
  viewerCountry?: string | undefined;
};

type Errors = FieldMessages;

function ListEditor({
  field,
  values,
  errors,
  onChange,
}: {
  field: ListField;
  values: CardEditorValues;
  errors: Errors;
  onChange: (rows: CardEditorValues[ListField]) => void;
}) {
  const t = useT();
  const id = useId();
  const rows = values[field];
  const set = (i: number, key: 'label' | 'value', value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  const listError = errors[field];
  return (
    <div className={styles.list} role="group" aria-labelledby={`${id}-title`}>
      <p className={styles.listTitle} id={`${id}-title`}>
        {t(`screens.cards.field.${field}`)}
      </p>
      {rows.map((row, i) => {
        const what = t(`screens.cards.field.value.${field}`, { n: i + 1 });
        return (
          <div className={styles.listRow} key={i}>
            <TextField
              className={styles.labelField}
              label={t('screens.cards.field.labelOf', { what })}
              value={row.label}
              onValueChange={(v) => set(i, 'label', v)}
              maxLength={40}
              showCounter={false}
              error={errors[`${field}.${i}.label`]}
              optional
            />
            <TextField
              label={what}
              type={field === 'emails' ? 'email' : field === 'phones' ? 'tel' : 'url'}
              dir="ltr"
              value={row.value}
              onValueChange={(v) => set(i, 'value', v)}
              error={errors[`${field}.${i}.value`]}
              hint={field === 'phones' && i === 0 ? t('screens.cards.field.phoneHint') : undefined}
              required={field === 'emails' && i === 0}
            />
            <IconButton
              icon={Trash2}
              variant="ghost"
              aria-label={t('screens.cards.field.remove', { what })}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      {listError ? (
        <p className={styles.listError} role="alert">
          {listError}
        </p>
      ) : null}
      {rows.length < CARD_LIST_MAX ? (
        <div>
          <Button variant="secondary" size="small" icon={Plus} onClick={() => onChange([...rows, { label: '', value: '' }])}>
            {t(`screens.cards.field.add.${field}`)}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function Stats({ card, onCopied }: { card: Card; onCopied?: (url: string) => void }) {
  const t = useT();
  const intl = useIntl();
  return (
    <section className={styles.share} aria-labelledby="card-stats-title">
      <h2 className={styles.asideTitle} id="card-stats-title">
        {t('screens.cards.stats.title')}
      </h2>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('screens.cards.stats.views')}</dt>
          <dd className={styles.statValue} data-testid="card-views">
            {intl.formatNumber(card.views)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt className={styles.statLabel}>{t('screens.cards.stats.saves')}</dt>
          <dd className={styles.statValue} data-testid="card-saves">
            {intl.formatNumber(card.saves)}
          </dd>
        </div>
      </dl>
      <Text tone="muted" size="small">
        {t('screens.cards.stats.botsNote')}
      </Text>
      <Text weight="medium">{t('screens.cards.stats.link')}</Text>
      <bdi dir="ltr" className={styles.url}>
        {card.public_url}
      </bdi>
      <div className={styles.buttons}>
        <CopyButton value={card.public_url} label={t('screens.cards.list.copy')} size="small" onCopy={onCopied} />
        <Link href={card.public_url} external>
          {t('screens.cards.stats.open')}
        </Link>
        <Link href={card.vcard_url} download external={false}>
          {t('screens.cards.stats.vcard')}
        </Link>
      </div>
      <img className={styles.qr} src={card.qr_url} alt={t('screens.cards.stats.qr')} width={160} height={160} />
      <Link href={card.qr_url} download={`card-${card.slug}.svg`} external={false}>
        {t('screens.cards.stats.qrDownload')}
      </Link>
    </section>
  );
}

/** Create or edit a business card with a live preview beside the form (spec §3, §5). */
export function CardEditorScreen(props: CardEditorScreenProps) {
  const t = useT();
  const { mode, companies, onCancel, onRetry, onNewCompany, onUpgrade } = props;
  const title = t(mode === 'create' ? 'screens.cards.editor.titleNew' : 'screens.cards.editor.titleEdit');

  let body;
  switch (props.state) {
    case 'loading':
      body = (
        <SkeletonGroup label={title}>
          <Skeleton variant="rectangle" height="2.5rem" />
          <Skeleton variant="rectangle" height="2.5rem" />
          <Skeleton variant="rectangle" height="12rem" />
        </SkeletonGroup>
      );
      break;
    case 'error':
      body = (
        <Alert
          tone="critical"
          title={t('screens.cards.editor.loadError')}
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
      body = (
        <EmptyState
          title={t('screens.cards.editor.notFound')}
          primaryAction={<Button onClick={() => onCancel()}>{t('screens.cards.editor.back')}</Button>}
        />
      );
      break;
    case 'forbidden':
      body = <EmptyState icon={ShieldAlert} title={t('screens.permission.heading')} description={t('screens.permission.body')} />;
      break;
    case 'limitReached':
      body = (
        <Alert
          tone="caution"
          title={t('screens.cards.limit.title')}
          action={<Button onClick={() => onUpgrade()}>{t('screens.cards.limit.upgrade')}</Button>}
        >
          {t('screens.cards.limit.body', { limit: props.limit })}
        </Alert>
      );
      break;
    case 'ready':
      body = <CardForm {...props} key={props.card?.id ?? 'new'} card={props.card} initialValues={props.initialValues} />;
      break;
    default: {
      const never: never = props;
      body = never;
    }
  }

  return (
    <section className={styles.page} aria-labelledby="card-editor-heading">
      <div className={styles.header}>
        <Heading level={1} id="card-editor-heading">
          {title}
        </Heading>
        {props.state === 'ready' && companies.length === 0 ? null : undefined}
      </div>
      {props.state === 'ready' && companies.length === 0 ? (
        <Alert tone="info" action={<Button onClick={() => onNewCompany()}>{t('screens.cards.field.newCompany')}</Button>}>
          {t('screens.cards.field.noCompanies')}
        </Alert>
      ) : null}
      {body}
    </section>
  );
}

function CardForm(props: CardEditorScreenProps & { card?: Card; initialValues?: Partial<CardEditorValues> }) {
  const t = useT();
  const { mode, companies, card, onSubmit, onCancel, onPhoto, onRemovePhoto, onDelete, onCopied } = props;
  const [values, setValues] = useState<CardEditorValues>(() => ({
    ...(card ? cardToValues(card) : emptyCardValues(companies.length === 1 ? companies[0]!.id : '')),
    ...props.initialValues,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [showErrors, setShowErrors] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [pickedPhoto, setPickedPhoto] = useState<File | null>(null);
  const [photo, setPhoto] = useState<PhotoStatus>({ state: 'idle' });
  const photoStatus = props.photoStatus ?? photo;

  const pickedUrl = useMemo(() => (pickedPhoto ? URL.createObjectURL(pickedPhoto) : null), [pickedPhoto]);
  useEffect(
    () => () => {
      if (pickedUrl) URL.revokeObjectURL(pickedUrl);
    },
    [pickedUrl],
  );

  const clientErrors = useMemo(() => validateCard(t, values, companies), [t, values, companies]);
  const shown: Errors = showErrors ? { ...errors, ...clientErrors } : errors;

  const update = <K extends keyof CardEditorValues>(key: K, value: CardEditorValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A server message stays until the field is edited.
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => field !== key && !field.startsWith(`${key}.`))));
  };

  const company = companies.find((c) => c.id === values.company_id) ?? null;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      setFormError(t('screens.cards.error.submit'));
      requestAnimationFrame(() => {
        const first = document.querySelector<HTMLElement>('[data-card-form] [aria-invalid="true"]');
        first?.focus();
      });
      return;
    }
    setSubmitting(true);
    try {
      const result = await onSubmit(values, pickedPhoto);
      if (result) {
        setErrors(result.fields ?? {});
        setFormError(result.form ?? (result.fields ? t('screens.cards.error.submit') : null));
      }
    } finally {
      setSubmitting(false);
    }
  };

  const pickPhoto = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (mode === 'create' || !onPhoto) {
      setPickedPhoto(file);
      setPhoto({ state: 'idle' });
      return;
    }
    setPhoto({ state: 'uploading' });
    onPhoto(file).then(
      (code) => setPhoto(code ? { state: 'rejected', code } : { state: 'idle' }),
      () => setPhoto({ state: 'rejected', code: 'photo_failed' }),
    );
  };
  const rejectPhoto = (rejections: FileRejection[]) => {
    const code = rejections[0]?.code === 'too-large' ? 'photo_too_large' : 'photo_type';
    setPhoto({ state: 'rejected', code });
  };

  const photoUrl = pickedUrl ?? card?.photo_url ?? null;
  const text = (key: keyof CardEditorValues, options: { required?: boolean; optional?: boolean; maxLength?: number } = {}) => (
    <TextField
      label={t(`screens.cards.field.${key}`)}
      name={key}
      value={values[key] as string}
      onValueChange={(v) => update(key, v as never)}
      error={shown[key]}
      required={options.required}
      optional={options.optional}
      maxLength={options.maxLength}
      showCounter={false}
      dir="auto"
    />
  );

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="card-editor-heading" data-card-form>
        {props.planBlock ? (
          <PlanLimitNotice block={props.planBlock} renderLink={props.renderLink} />
        ) : formError ? (
          <Alert tone="critical" role="alert">
            {formError}
          </Alert>
        ) : null}
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('screens.cards.editor.sectionPerson')}</legend>
          <div className={styles.grid}>
            {text('first_name', { required: true, maxLength: 60 })}
            {text('last_name', { required: true, maxLength: 60 })}
            {text('prefix', { optional: true, maxLength: 20 })}
            {text('suffix', { optional: true, maxLength: 20 })}
            {text('pronouns', { optional: true, maxLength: 30 })}
          </div>
          <div className={styles.photoRow}>
            {photoUrl ? <img className={styles.photoThumb} src={photoUrl} alt={t('screens.cards.photo.current')} /> : null}
            <FileDrop
              label={t('screens.cards.photo.label')}
              hint={photoStatus.state === 'uploading' ? t('screens.cards.photo.uploading') : t('screens.cards.photo.hint')}
              accept={CARD_PHOTO_TYPES}
              maxSize={CARD_PHOTO_MAX_BYTES}
              onFiles={pickPhoto}
              onReject={rejectPhoto}
              disabled={photoStatus.state === 'uploading'}
              error={photoStatus.state === 'rejected' ? t(`screens.cards.error.${photoStatus.code}`) : shown.photo}
              typeLabel="JPEG, PNG"
            />
            {photoStatus.state === 'uploading' ? (
              <Text role="status" tone="muted">
                {t('screens.cards.photo.uploading')}
              </Text>
            ) : null}
            {mode === 'edit' && card?.photo_url && onRemovePhoto ? (
              <Button variant="ghost" size="small" icon={Trash2} onClick={() => void onRemovePhoto()}>
                {t('screens.cards.photo.remove')}
              </Button>
            ) : null}
          </div>
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('screens.cards.editor.sectionWork')}</legend>
          <div className={styles.grid}>
            <Select
              label={t('screens.cards.field.company_id')}
              name="company_id"
              options={companies.map((c) => ({ value: c.id, label: c.name }))}
              placeholder={t('screens.cards.field.companyPlaceholder')}
              value={values.company_id}
              onValueChange={(v) => update('company_id', v)}
              error={shown.company_id}
              required
            />
            {text('job_title', { required: true, maxLength: 100 })}
            {text('department', { required: true, maxLength: 100 })}
          </div>
          <TextArea
            label={t('screens.cards.field.slogan')}
            value={values.slogan}
            onValueChange={(v) => update('slogan', v)}
            error={shown.slogan}
            maxLength={160}
            rows={2}
            optional
          />
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('screens.cards.editor.sectionContact')}</legend>
          <TextField
            label={t('screens.cards.field.mobile')}
            type="tel"
            dir="ltr"
            value={values.mobile}
            onValueChange={(v) => update('mobile', v)}
            error={shown.mobile}
            hint={t('screens.cards.field.phoneHint')}
            optional
          />
          {listFields.map((field) => (
            <ListEditor key={field} field={field} values={values} errors={shown} onChange={(rows) => update(field, rows)} />
          ))}
        </fieldset>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{t('screens.cards.editor.sectionLook')}</legend>
          <div className={styles.grid}>
            <Select
              label={t('screens.cards.field.language')}
              options={[
                { value: 'en', label: t('screens.cards.language.en') },
                { value: 'ar', label: t('screens.cards.language.ar') },
              ]}
              placeholder={false}
              value={values.language}
              onValueChange={(v) => update('language', v === 'ar' ? 'ar' : 'en')}
            />
            <Select
              label={t('screens.cards.field.theme')}
              options={[
                { value: '', label: t('screens.cards.field.themeCompany') },
                ...(['classic', 'modern', 'minimal'] as const).map((v) => ({ value: v, label: t(`screens.cards.theme.${v}`) })),
              ]}
              placeholder={false}
              value={values.theme ?? ''}
              onValueChange={(v) => update('theme', v === 'classic' || v === 'modern' || v === 'minimal' ? v : null)}
            />
          </div>
        </fieldset>
        <div className={styles.buttons}>
          {mode === 'edit' && onDelete ? (
            <Button variant="ghost" icon={Trash2} onClick={() => setDeleting(true)}>
              {t('screens.cards.delete')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => onCancel()}>
            {t('screens.cards.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t(mode === 'create' ? 'screens.cards.submit.create' : 'screens.cards.submit.save')}
          </Button>
        </div>
      </form>
      <aside className={styles.aside} aria-label={t('screens.cards.preview.title')}>
        <p className={styles.asideTitle}>{t('screens.cards.preview.title')}</p>
        <CardPreview
          viewerCountry={props.viewerCountry}
          card={{
            ...values,
            theme: values.theme ?? company?.card_theme ?? 'classic',
            company_name: company?.name ?? '',
            brand_color: company?.brand_color ?? '#3b5bdb',
            accent_color: company?.accent_color ?? '#0ca678',
            logo_url: company?.logo_url ?? null,
            photo_url: photoUrl,
          }}
        />
        {card ? <Stats card={card} onCopied={onCopied} /> : null}
      </aside>
      {card && onDelete ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('screens.cards.delete.title', { name: isolate(`${card.first_name} ${card.last_name}`) })}
          description={t('screens.cards.delete.body')}
          confirmLabel={t('screens.cards.delete')}
          errorMessage={t('screens.cards.delete.failed')}
          onConfirm={() => onDelete()}
        />
      ) : null}
    </div>
  );
}
