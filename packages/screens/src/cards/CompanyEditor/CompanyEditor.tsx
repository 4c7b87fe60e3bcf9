import { useMemo, useState } from 'react';
import { CARD_PHOTO_MAX_BYTES, CARD_PHOTO_TYPES, type Company } from '@rabt/contract';
import {
  Alert,
  Avatar,
  Button,
  ColorField,
  EmptyState,
  FileDrop,
  Heading,
  Select,
  ShieldAlert,
  Skeleton,
  SkeletonGroup,
  Text,
  TextArea,
  TextField,
  Trash2,
  useT,
  type FileRejection,
} from '@rabt/ui';
import { companyToValues, validateCompany, type CompanyEditorValues, type FieldMessages } from '../_parts/cardForm.ts';
import type { PhotoStatus } from '../CardEditor/CardEditor.tsx';
import { CardPreview } from '../CardPreview/CardPreview.tsx';
import * as styles from '../CardEditor/CardEditor.css.ts';

export type CompanyEditorState =
  | { state: 'loading' }
  | { state: 'error'; message?: string | null }
  | { state: 'notFound' }
  | { state: 'forbidden' }
  | { state: 'ready'; company?: Company };

export type CompanyEditorScreenProps = CompanyEditorState & {
  mode: 'create' | 'edit';
  /** Valid values (and on create the picked logo). Resolve to messages by field and/or for the form. */
  onSubmit: (values: CompanyEditorValues, logo: File | null) => Promise<void | { fields?: FieldMessages; form?: string }>;
  onCancel: () => void;
  onRetry: () => void;
  /** Edit mode: upload the logo at once; resolve to a reason code when refused. */
  onLogo?: (file: File) => Promise<void | string>;
  onRemoveLogo?: () => Promise<unknown>;
  logoStatus?: PhotoStatus;
};

const PRESETS = [
  { value: '#3b5bdb', label: 'Indigo' },
  { value: '#0b7285', label: 'Teal' },
  { value: '#2b8a3e', label: 'Green' },
  { value: '#c92a2a', label: 'Red' },
  { value: '#e67700', label: 'Amber' },
  { value: '#212529', label: 'Charcoal' },
];

/** Create or edit a company: name, logo, website, address, phone, brand colours, default theme. */
export function CompanyEditorScreen(props: CompanyEditorScreenProps) {
  const t = useT();
  const title = t(props.mode === 'create' ? 'screens.cards.company.titleNew' : 'screens.cards.company.titleEdit');
  let body;
  switch (props.state) {
    case 'loading':
      body = (
        <SkeletonGroup label={title}>
          <Skeleton variant="rectangle" height="2.5rem" />
          <Skeleton variant="rectangle" height="8rem" />
        </SkeletonGroup>
      );
      break;
    case 'error':
      body = (
        <Alert
          tone="critical"
          title={t('screens.cards.company.loadError')}
          action={
            <Button variant="secondary" onClick={() => props.onRetry()}>
              {t('screens.common.retry')}
            </Button>
          }
        >
          {props.message || t('screens.common.genericError')}
        </Alert>
      );
      break;
    case 'notFound':
      body = <EmptyState title={t('screens.cards.company.loadError')} />;
      break;
    case 'forbidden':
      body = <EmptyState icon={ShieldAlert} title={t('screens.permission.heading')} description={t('screens.permission.body')} />;
      break;
    case 'ready':
      body = <CompanyForm {...props} company={props.company} key={props.company?.id ?? 'new'} />;
      break;
    default: {
      const never: never = props;
      body = never;
    }
  }
  return (
    <section className={styles.page} aria-labelledby="company-editor-heading">
      <Heading level={1} id="company-editor-heading">
        {title}
      </Heading>
      {body}
    </section>
  );
}

function CompanyForm(props: CompanyEditorScreenProps & { company?: Company }) {
  const t = useT();
  const { mode, company, onSubmit, onCancel, onLogo, onRemoveLogo } = props;
  const [values, setValues] = useState<CompanyEditorValues>(() => companyToValues(company));
  const [errors, setErrors] = useState<FieldMessages>({});
  const [showErrors, setShowErrors] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [pickedLogo, setPickedLogo] = useState<File | null>(null);
  const [logo, setLogo] = useState<PhotoStatus>({ state: 'idle' });
  const logoStatus = props.logoStatus ?? logo;
  const clientErrors = useMemo(() => validateCompany(t, values), [t, values]);
  const shown = showErrors ? { ...errors, ...clientErrors } : errors;
  const update = <K extends keyof CompanyEditorValues>(key: K, value: CompanyEditorValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => field !== key)));
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    setFormError(null);
    if (Object.keys(clientErrors).length > 0) {
      setFormError(t('screens.cards.error.submit'));
      return;
    }
    setSubmitting(true);
    try {
      const result = await onSubmit(values, pickedLogo);
      if (result) {
        setErrors(result.fields ?? {});
        setFormError(result.form ?? t('screens.cards.error.submit'));
      }
    } finally {
      setSubmitting(false);
    }
  };
  const pick = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (mode === 'create' || !onLogo) {
      setPickedLogo(file);
      return;
    }
    setLogo({ state: 'uploading' });
    onLogo(file).then(
      (code) => setLogo(code ? { state: 'rejected', code } : { state: 'idle' }),
      () => setLogo({ state: 'rejected', code: 'photo_failed' }),
    );
  };
  const reject = (rejections: FileRejection[]) =>
    setLogo({ state: 'rejected', code: rejections[0]?.code === 'too-large' ? 'photo_too_large' : 'photo_type' });

  return (
    <div className={styles.layout}>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="company-editor-heading">
        {formError ? (
          <Alert tone="critical" role="alert">
            {formError}
          </Alert>
        ) : null}
        <div className={styles.grid}>
          <TextField
            label={t('screens.cards.company.field.name')}
            value={values.name}
            onValueChange={(v) => update('name', v)}
            error={shown.name}
            required
            maxLength={120}
            showCounter={false}
            dir="auto"
          />
          <TextField
            label={t('screens.cards.company.field.website')}
            type="url"
            dir="ltr"
            value={values.website}
            onValueChange={(v) => update('website', v)}
            error={shown.website}
            optional
          />
          <TextField
            label={t('screens.cards.company.field.phone')}
            type="tel"
            dir="ltr"
            value={values.phone}
            onValueChange={(v) => update('phone', v)}
            error={shown.phone}
            hint={t('screens.cards.field.phoneHint')}
            optional
          />
          <Select
            label={t('screens.cards.company.field.card_theme')}
            options={(['classic', 'modern', 'minimal'] as const).map((v) => ({ value: v, label: t(`screens.cards.theme.${v}`) }))}
            placeholder={false}
            value={values.card_theme}
            onValueChange={(v) => update('card_theme', v === 'modern' || v === 'minimal' ? v : 'classic')}
          />
        </div>
        <TextArea
          label={t('screens.cards.company.field.address')}
          value={values.address}
          onValueChange={(v) => update('address', v)}
          error={shown.address}
          rows={2}
          optional
        />
        <div className={styles.grid}>
          <ColorField
            label={t('screens.cards.company.field.brand_color')}
            value={values.brand_color}
            onChange={(v) => update('brand_color', v)}
            presets={PRESETS}
            error={shown.brand_color}
          />
          <ColorField
            label={t('screens.cards.company.field.accent_color')}
            value={values.accent_color}
            onChange={(v) => update('accent_color', v)}
            presets={PRESETS}
            error={shown.accent_color}
          />
        </div>
        <div className={styles.photoRow}>
          <Avatar name={values.name || '?'} src={company?.logo_url ?? null} shape="square" size="large" decorative />
          <FileDrop
            label={t('screens.cards.company.logo')}
            hint={logoStatus.state === 'uploading' ? t('screens.cards.photo.uploading') : t('screens.cards.company.logoHint')}
            accept={CARD_PHOTO_TYPES}
            maxSize={CARD_PHOTO_MAX_BYTES}
            onFiles={pick}
            onReject={reject}
            disabled={logoStatus.state === 'uploading'}
            error={logoStatus.state === 'rejected' ? t(`screens.cards.error.${logoStatus.code}`) : undefined}
            typeLabel="JPEG, PNG"
            showFiles={mode === 'create'}
          />
          {logoStatus.state === 'uploading' ? (
            <Text role="status" tone="muted">
              {t('screens.cards.photo.uploading')}
            </Text>
          ) : null}
          {company?.logo_url && onRemoveLogo ? (
            <Button variant="ghost" size="small" icon={Trash2} onClick={() => void onRemoveLogo()}>
              {t('screens.cards.company.removeLogo')}
            </Button>
          ) : null}
        </div>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => onCancel()}>
            {t('screens.cards.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t(mode === 'create' ? 'screens.cards.company.submit.create' : 'screens.cards.company.submit.save')}
          </Button>
        </div>
      </form>
      <aside className={styles.aside} aria-label={t('screens.cards.preview.title')}>
        <p className={styles.asideTitle}>{t('screens.cards.preview.title')}</p>
        <CardPreview
          card={{
            language: 'en',
            theme: values.card_theme,
            first_name: 'Layla',
            last_name: 'Haddad',
            job_title: 'Head of Sales',
            department: 'Sales',
            company_name: values.name,
            brand_color: /^#[0-9a-f]{6}$/i.test(values.brand_color) ? values.brand_color : '#3b5bdb',
            accent_color: /^#[0-9a-f]{6}$/i.test(values.accent_color) ? values.accent_color : '#0ca678',
            logo_url: company?.logo_url ?? null,
            websites: values.website ? [{ label: '', value: values.website }] : [],
            emails: [],
            phones: values.phone ? [{ label: '', value: values.phone }] : [],
          }}
        />
      </aside>
    </div>
  );
}
