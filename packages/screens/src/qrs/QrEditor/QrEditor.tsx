import { useMemo, useState, type FormEvent } from 'react';
import {
  QR_DOWNLOAD_SIZES,
  QR_FILE_LIMITS,
  QR_IMAGE_TYPES,
  QR_LOGO_BYTES_MAX,
  cornerStyles,
  dotStyles,
  frameStyles,
  type DownloadFormat,
  type Qr,
  type QrDesign,
  type QrScans,
  type QrType,
} from '@rabt/contract';
import { PlanLimitNotice, type PlanBlock } from '../../_parts/PlanLimitNotice.tsx';
import type { RenderLink } from '../../_parts/ScreenLink.tsx';
import { TimeSeriesChart } from '@rabt/ui/charts';
import {
  Alert,
  Button,
  Card,
  ColorField,
  ConfirmDialog,
  Download,
  EmptyState,
  FileDrop,
  Heading,
  RadioGroup,
  Select,
  ShieldAlert,
  Skeleton,
  Switch,
  Text,
  TextField,
  Trash2,
  WifiOff,
  useIntl,
  useT,
} from '@rabt/ui';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { QrPreview } from '../QrPreview.tsx';
import {
  designProblemMessage,
  designProblems,
  emptyQrValues,
  fileProblem,
  previewPayload,
  qrToValues,
  uploadRefusalMessage,
  validateQrContent,
  type QrFieldErrors,
  type QrFieldMessage,
  type QrCardOption,
  type QrFormValues,
  type QrUploadRefusal,
} from '../qrForm.ts';
import type { QrLimitReached } from '../QrList/QrList.tsx';
import * as styles from '../qrs.css.ts';

export type QrUploadState =
  | { state: 'idle' }
  /** `progress` in percent, or null when the browser cannot tell (indeterminate). */
  | { state: 'uploading'; progress: number | null }
  /** The server refused the file (by its bytes or its size); shown in the interface language. */
  | { state: 'rejected'; code: QrUploadRefusal };

export type QrScansState = { state: 'loading' } | { state: 'error' } | { state: 'ready'; scans: QrScans };

export type QrEditorState =
  | { state: 'loading' }
  /** The code could not be loaded; `offline` when the request got no answer. */
  | { state: 'error'; message?: string | null; offline?: boolean }
  | { state: 'notFound' }
  /** The user's role does not allow this page. */
  | { state: 'forbidden' }
  /** Create mode: the plan's QR code limit is used up. */
  | { state: 'limit'; limit: QrLimitReached }
  | {
      state: 'ready';
      /** Edit mode: the saved code (its payload is what the preview draws and downloads give). */
      qr?: Qr;
      /** Create mode: the type to start with, or values to prefill. */
      initialValues?: Partial<QrFormValues>;
    };

export type QrEditorScreenProps = QrEditorState & {
  mode: 'create' | 'edit';
  /** The short domain new codes use (the preview's placeholder link before saving). */
  previewDomain: string;
  /** Resolve to nothing on success, or to field errors (by field name, `design` for the design, FORM_ERROR). */
  onSubmit: FormSubmit<QrFormValues & { design_error?: string }>;
  onCancel: () => void;
  onRetry: () => void;
  onUpgrade?: () => void;
  /** Edit mode: resolve when deleted; reject to show the delete failure message. */
  onDelete?: () => Promise<unknown>;
  onDownload?: (format: DownloadFormat, size: number) => void;
  upload?: QrUploadState;
  scans?: QrScansState;
  /** Role allows saving / deleting. @defaultValue true */
  canEdit?: boolean;
  canDelete?: boolean;
  /**
   * Edit mode: why the code cannot be changed on this plan (read-only over the limit, decision
   * 075) with the upgrade link; it replaces the generic form message.
   */
  planBlock?: PlanBlock | null;
  renderLink?: RenderLink;
  /** The account's business cards: with them the type "Business card" is offered (a code that opens a card). */
  cards?: readonly QrCardOption[];
};

const LOGO_SIZES = [0.1, 0.15, 0.2, 0.25, 0.3] as const;
const MARGINS = [2, 3, 4, 6, 8] as const;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function QrEditorScreen(props: QrEditorScreenProps) {
  const t = useT();
  let body;
  switch (props.state) {
    case 'loading':
      body = (
        <div className={styles.editor} aria-busy="true">
          <div className={styles.column}>
            <Skeleton variant="rectangle" height="14rem" />
            <Skeleton variant="rectangle" height="18rem" />
          </div>
          <Skeleton variant="rectangle" height="16rem" />
        </div>
      );
      break;
    case 'error':
      body = props.offline ? (
        <EmptyState
          icon={WifiOff}
          title={t('screens.qrs.offline.title')}
          description={t('screens.qrs.offline.body')}
          primaryAction={<Button onClick={() => props.onRetry()}>{t('screens.common.retry')}</Button>}
        />
      ) : (
        <Alert
          tone="critical"
          title={t('screens.qrs.loadOneError')}
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
      body = (
        <EmptyState
          title={t('screens.qrs.notFound')}
          primaryAction={<Button onClick={() => props.onCancel()}>{t('screens.qrs.backToList')}</Button>}
        />
      );
      break;
    case 'forbidden':
      body = <EmptyState icon={ShieldAlert} title={t('screens.permission.heading')} description={t('screens.permission.body')} />;
      break;
    case 'limit':
      body = (
        <Alert
          tone="caution"
          title={t('screens.qrs.limit.title')}
          action={
            props.onUpgrade ? (
              <Button onClick={() => props.onUpgrade?.()}>{t('screens.qrs.limit.upgrade', { plan: props.limit.plan })}</Button>
            ) : undefined
          }
        >
          {t('screens.qrs.limit.body', { usage: props.limit.usage, limit: props.limit.limit })}
        </Alert>
      );
      break;
    case 'ready':
      body = <QrEditorForm {...props} key={props.qr?.id ?? 'new'} />;
      break;
    default: {
      const never: never = props;
      body = never;
    }
  }
  const title =
    props.mode === 'create'
      ? t('screens.qrs.new.title')
      : props.state === 'ready' && props.qr
        ? props.qr.name
        : t('screens.qrs.edit.title');
  return (
    <section className={styles.page} aria-labelledby="qr-editor-heading">
      <div className={styles.header}>
        <div className={styles.headerText}>
          <Heading level={1} id="qr-editor-heading" dir="auto">
            {title}
          </Heading>
          <Text tone="muted">{t(props.mode === 'create' ? 'screens.qrs.new.intro' : 'screens.qrs.edit.intro')}</Text>
        </div>
      </div>
      {body}
    </section>
  );
}

function QrEditorForm(props: QrEditorScreenProps & { state: 'ready'; qr?: Qr; initialValues?: Partial<QrFormValues> }) {
  const {
    mode,
    previewDomain,
    onSubmit,
    onCancel,
    onDelete,
    onDownload,
    upload = { state: 'idle' },
    scans,
    canEdit = true,
    canDelete = true,
    qr,
    cards,
  } = props;
  const t = useT();
  const intl = useIntl();
  const [values, setValues] = useState<QrFormValues>(() => (qr ? qrToValues(qr) : { ...emptyQrValues, ...props.initialValues }));
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [submitting, setSubmitting] = useState(false);
  const [fileError, setFileError] = useState<QrFieldMessage | null>(null);
  const [logoError, setLogoError] = useState<QrFieldMessage | null>(null);
  const [format, setFormat] = useState<DownloadFormat>('png');
  const [size, setSize] = useState<number>(1024);
  const [deleting, setDeleting] = useState(false);

  const set = <K extends keyof QrFormValues>(key: K, value: QrFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => {
      const { [key]: _, ...rest } = e;
      return rest;
    });
  };
  const setDesign = (patch: Partial<QrDesign>) => {
    setValues((v) => ({ ...v, design: { ...v.design, ...patch } }));
    setServerErrors(({ design_error: _, ...rest }) => rest);
  };

  const payload = previewPayload(values, previewDomain, qr, cards);
  const problems = useMemo(() => designProblems(payload, values.design), [payload, values.design]);
  const contentErrors = validateQrContent(values, mode);
  const fieldError = (field: keyof QrFieldErrors): string | undefined => {
    if (field === 'file' && fileError) return t(fileError.id, fileError.values);
    const local = contentErrors[field];
    if (touched && local) return t(local.id, local.values);
    return serverErrors[field];
  };
  const refusal =
    upload.state === 'rejected' && (values.type === 'pdf' || values.type === 'image')
      ? uploadRefusalMessage(values.type, upload.code)
      : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(contentErrors).length > 0 || problems.length > 0 || fileError) return;
    setSubmitting(true);
    try {
      const result = await onSubmit(values);
      if (result) setServerErrors(result as Record<string, string>);
    } finally {
      setSubmitting(false);
    }
  };

  const onLogo = async (files: File[]) => {
    const file = files[0];
    if (!file) return;
    if (file.size > QR_LOGO_BYTES_MAX)
      return setLogoError({ id: 'screens.qrs.design.error.logoBytes', values: { max: QR_LOGO_BYTES_MAX / 1024 } });
    setLogoError(null);
    setDesign({ logo: await readDataUrl(file) });
  };

  const types: QrType[] = cards ? ['url', 'wifi', 'pdf', 'image', 'card'] : ['url', 'wifi', 'pdf', 'image'];
  const typeOptions = types.map((type: QrType) => ({
    value: type,
    label: t(`screens.qrs.type.${type}`),
    description: t(`screens.qrs.type.${type}.hint`),
  }));

  const isFile = values.type === 'pdf' || values.type === 'image';
  const formError = serverErrors[FORM_ERROR];
  const previewLabel = t('screens.qrs.preview.label', { name: values.name || t(`screens.qrs.type.${values.type}`) });

  return (
    <form className={styles.editor} onSubmit={submit} noValidate aria-label={t('screens.qrs.form.label')}>
      <div className={styles.column}>
        {props.planBlock ? (
          <PlanLimitNotice block={props.planBlock} renderLink={props.renderLink} />
        ) : formError ? (
          <Alert tone="critical">{formError}</Alert>
        ) : null}
        <Card title={t('screens.qrs.content.title')} titleLevel={2}>
          <div className={styles.fields}>
            {mode === 'create' ? (
              <RadioGroup
                label={t('screens.qrs.type.label')}
                options={typeOptions}
                value={values.type}
                onChange={(value) => {
                  set('type', value as QrType);
                  set('file', null);
                  setFileError(null);
                }}
              />
            ) : null}
            <TextField
              label={t('screens.qrs.field.name')}
              value={values.name}
              onValueChange={(v) => set('name', v)}
              error={fieldError('name')}
              required
              dir="auto"
            />
            {values.type === 'url' ? (
              <TextField
                label={t('screens.qrs.field.longUrl')}
                type="url"
                dir="ltr"
                value={values.long_url}
                onValueChange={(v) => set('long_url', v)}
                error={fieldError('long_url')}
                hint={t('screens.qrs.field.longUrl.hint')}
                required
              />
            ) : null}
            {values.type === 'card' ? (
              <Select
                label={t('screens.qrs.field.card')}
                value={values.card_id}
                placeholder={t('screens.qrs.field.card.placeholder')}
                onValueChange={(v) => set('card_id', v)}
                options={(cards ?? []).map((c) => ({ value: c.id, label: c.name }))}
                error={fieldError('card_id')}
                hint={cards && cards.length === 0 ? t('screens.qrs.field.card.none') : undefined}
                required
              />
            ) : null}
            {values.type === 'wifi' ? (
              <>
                <TextField
                  label={t('screens.qrs.field.ssid')}
                  dir="auto"
                  value={values.ssid}
                  onValueChange={(v) => set('ssid', v)}
                  error={fieldError('ssid')}
                  required
                />
                <Select
                  label={t('screens.qrs.field.security')}
                  value={values.security}
                  placeholder={false}
                  onValueChange={(v) => set('security', v as QrFormValues['security'])}
                  options={[
                    { value: 'WPA', label: t('screens.qrs.security.wpa') },
                    { value: 'WEP', label: t('screens.qrs.security.wep') },
                    { value: 'none', label: t('screens.qrs.security.none') },
                  ]}
                />
                {values.security !== 'none' ? (
                  <TextField
                    label={t('screens.qrs.field.password')}
                    dir="ltr"
                    value={values.password}
                    onValueChange={(v) => set('password', v)}
                    error={fieldError('password')}
                    required
                  />
                ) : null}
                <Switch label={t('screens.qrs.field.hidden')} checked={values.hidden} onCheckedChange={(v) => set('hidden', v)} />
              </>
            ) : null}
            {isFile ? (
              <>
                {qr?.file ? (
                  <Text tone="muted">
                    {t('screens.qrs.file.current', {
                      name: qr.file.name,
                      size: intl.formatNumber(Math.ceil(qr.file.size / 1024)),
                    })}
                  </Text>
                ) : null}
                <FileDrop
                  label={t(
                    qr?.file
                      ? 'screens.qrs.file.replace'
                      : values.type === 'pdf'
                        ? 'screens.qrs.file.pdf'
                        : 'screens.qrs.file.image',
                  )}
                  accept={values.type === 'pdf' ? ['application/pdf'] : [...QR_IMAGE_TYPES]}
                  maxSize={QR_FILE_LIMITS[values.type as 'pdf' | 'image']}
                  hint={t('screens.qrs.file.hint', { max: QR_FILE_LIMITS[values.type as 'pdf' | 'image'] / 1024 / 1024 })}
                  showFiles
                  onFiles={(files) => {
                    const file = files[0] ?? null;
                    setFileError(file ? fileProblem(values.type as 'pdf' | 'image', file) : null);
                    set('file', file);
                  }}
                  onReject={(rejections) => {
                    const first = rejections[0];
                    if (first)
                      setFileError(
                        fileProblem(values.type as 'pdf' | 'image', first.file) ?? { id: 'screens.qrs.error.imageType' },
                      );
                  }}
                  error={fieldError('file')}
                />
                {upload.state === 'uploading' ? (
                  <div role="status" className={styles.muted}>
                    {upload.progress === null ? (
                      <progress aria-label={t('screens.qrs.upload.progressLabel')} className={styles.uploadProgress} />
                    ) : (
                      <progress
                        max={100}
                        value={upload.progress}
                        aria-label={t('screens.qrs.upload.progressLabel')}
                        className={styles.uploadProgress}
                      />
                    )}
                    {upload.progress === null
                      ? t('screens.qrs.upload.indeterminate')
                      : t('screens.qrs.upload.progress', { percent: Math.round(upload.progress) })}
                  </div>
                ) : null}
                {refusal ? (
                  <Alert tone="critical" title={t('screens.qrs.upload.rejected')}>
                    {t(refusal.id, refusal.values)}
                  </Alert>
                ) : null}
              </>
            ) : null}
          </div>
        </Card>
        <DesignCard design={values.design} onChange={setDesign} onLogo={onLogo} logoError={logoError} />
        {mode === 'edit' && qr ? <ScansCard qr={qr} scans={scans} /> : null}
        <div className={styles.buttons}>
          {mode === 'edit' && onDelete && canDelete ? (
            <Button type="button" variant="danger" icon={Trash2} onClick={() => setDeleting(true)}>
              {t('screens.qrs.delete.confirm')}
            </Button>
          ) : null}
          <Button type="button" variant="secondary" onClick={() => onCancel()}>
            {t('screens.qrs.cancel')}
          </Button>
          {canEdit ? (
            <Button type="submit" loading={submitting || upload.state === 'uploading'} disabled={problems.length > 0}>
              {t(mode === 'create' ? 'screens.qrs.save.create' : 'screens.qrs.save.edit')}
            </Button>
          ) : null}
        </div>
      </div>
      <aside className={styles.side} aria-label={t('screens.qrs.preview.title')}>
        <QrPreview payload={payload} design={values.design} label={previewLabel} />
        {problems.length > 0 || serverErrors.design_error ? (
          <Alert tone="critical" title={t('screens.qrs.design.refused')} data-testid="design-problems">
            <ul className={styles.problems}>
              {problems.map((problem) => {
                const message = designProblemMessage(problem, values.design);
                return <li key={`${problem.field}-${problem.code}`}>{t(message.id, message.values)}</li>;
              })}
              {serverErrors.design_error ? <li>{serverErrors.design_error}</li> : null}
            </ul>
          </Alert>
        ) : null}
        {mode === 'edit' && onDownload ? (
          <Card title={t('screens.qrs.download.title')} titleLevel={2}>
            <div className={styles.fields}>
              <div className={styles.row}>
                <div className={styles.rowItem}>
                  <Select
                    label={t('screens.qrs.download.format')}
                    value={format}
                    placeholder={false}
                    onValueChange={(v) => setFormat(v as DownloadFormat)}
                    options={[
                      { value: 'svg', label: 'SVG' },
                      { value: 'png', label: 'PNG' },
                      { value: 'pdf', label: 'PDF' },
                    ]}
                  />
                </div>
                {format !== 'svg' ? (
                  <div className={styles.rowItem}>
                    <Select
                      label={t('screens.qrs.download.size')}
                      value={String(size)}
                      placeholder={false}
                      onValueChange={(v) => setSize(Number(v))}
                      options={QR_DOWNLOAD_SIZES.map((s) => ({
                        value: String(s),
                        label: t('screens.qrs.download.px', { size: s }),
                      }))}
                    />
                  </div>
                ) : null}
              </div>
              <Button type="button" icon={Download} onClick={() => onDownload(format, size)} disabled={problems.length > 0}>
                {t('screens.qrs.download.action', { format: format.toUpperCase() })}
              </Button>
            </div>
          </Card>
        ) : mode === 'create' ? (
          <Text tone="muted">{t('screens.qrs.download.afterSave')}</Text>
        ) : null}
      </aside>
      {onDelete ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={t('screens.qrs.delete.title', { name: values.name })}
          description={t('screens.qrs.delete.body')}
          confirmLabel={t('screens.qrs.delete.confirm')}
          errorMessage={t('screens.qrs.delete.failed')}
          onConfirm={() => onDelete()}
        />
      ) : null}
    </form>
  );
}

function DesignCard({
  design,
  onChange,
  onLogo,
  logoError,
}: {
  design: QrDesign;
  onChange: (patch: Partial<QrDesign>) => void;
  onLogo: (files: File[]) => void;
  logoError: QrFieldMessage | null;
}) {
  const t = useT();
  return (
    <Card title={t('screens.qrs.design.title')} titleLevel={2}>
      <div className={styles.fields}>
        <div className={styles.row}>
          <div className={styles.rowItem}>
            <ColorField label={t('screens.qrs.design.fg')} value={design.fg} onChange={(fg) => onChange({ fg })} />
          </div>
          <div className={styles.rowItem}>
            <ColorField label={t('screens.qrs.design.bg')} value={design.bg} onChange={(bg) => onChange({ bg })} />
          </div>
        </div>
        <div className={styles.row}>
          <div className={styles.rowItem}>
            <Select
              label={t('screens.qrs.design.dots')}
              value={design.dots}
              placeholder={false}
              onValueChange={(v) => onChange({ dots: v as QrDesign['dots'] })}
              options={dotStyles.map((s) => ({ value: s, label: t(`screens.qrs.design.dots.${s}`) }))}
            />
          </div>
          <div className={styles.rowItem}>
            <Select
              label={t('screens.qrs.design.corners')}
              value={design.corners}
              placeholder={false}
              onValueChange={(v) => onChange({ corners: v as QrDesign['corners'] })}
              options={cornerStyles.map((s) => ({ value: s, label: t(`screens.qrs.design.corners.${s}`) }))}
            />
          </div>
          <div className={styles.rowItem}>
            <Select
              label={t('screens.qrs.design.margin')}
              value={String(design.margin)}
              placeholder={false}
              onValueChange={(v) => onChange({ margin: Number(v) })}
              options={MARGINS.map((m) => ({ value: String(m), label: t('screens.qrs.design.modules', { count: m }) }))}
            />
          </div>
        </div>
        <div className={styles.logoRow}>
          {design.logo ? <img className={styles.logoImg} src={design.logo} alt={t('screens.qrs.design.logoAlt')} /> : null}
          <div className={styles.grow}>
            <FileDrop
              label={t('screens.qrs.design.logo')}
              accept={['image/png', 'image/jpeg']}
              maxSize={QR_LOGO_BYTES_MAX}
              hint={t('screens.qrs.design.logo.hint', { max: QR_LOGO_BYTES_MAX / 1024 })}
              onFiles={(files) => void onLogo(files)}
              error={logoError ? t(logoError.id, logoError.values) : undefined}
            />
          </div>
          {design.logo ? (
            <Button type="button" variant="secondary" size="small" onClick={() => onChange({ logo: null })}>
              {t('screens.qrs.design.logo.remove')}
            </Button>
          ) : null}
        </div>
        {design.logo ? (
          <Select
            label={t('screens.qrs.design.logoSize')}
            value={String(design.logo_size)}
            placeholder={false}
            onValueChange={(v) => onChange({ logo_size: Number(v) })}
            hint={t('screens.qrs.design.logoSize.hint')}
            options={LOGO_SIZES.map((s) => ({ value: String(s), label: `${Math.round(s * 100)}%` }))}
          />
        ) : null}
        <div className={styles.row}>
          <div className={styles.rowItem}>
            <Select
              label={t('screens.qrs.design.frame')}
              value={design.frame}
              placeholder={false}
              onValueChange={(v) => onChange({ frame: v as QrDesign['frame'] })}
              options={frameStyles.map((s) => ({ value: s, label: t(`screens.qrs.design.frame.${s}`) }))}
            />
          </div>
          {design.frame !== 'none' ? (
            <div className={styles.rowItem}>
              <TextField
                label={t('screens.qrs.design.frameText')}
                dir="auto"
                value={design.frame_text}
                onValueChange={(frame_text) => onChange({ frame_text })}
              />
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

function ScansCard({ qr, scans }: { qr: Qr; scans?: QrScansState }) {
  const t = useT();
  const intl = useIntl();
  if (qr.type === 'wifi') {
    return (
      <Card title={t('screens.qrs.scans.title')} titleLevel={2}>
        <Text tone="muted">{t('screens.qrs.scans.wifi')}</Text>
      </Card>
    );
  }
  const data = scans?.state === 'ready' ? scans.scans.days.map((d) => ({ date: d.day, values: { scans: d.count } })) : [];
  return (
    <Card
      title={t('screens.qrs.scans.title')}
      titleLevel={2}
      description={
        scans?.state === 'ready'
          ? t('screens.qrs.scans.total', { count: scans.scans.total, total: intl.formatNumber(scans.scans.total) })
          : undefined
      }
    >
      {scans?.state === 'error' ? (
        <Text tone="muted">{t('screens.qrs.scans.error')}</Text>
      ) : (
        <TimeSeriesChart
          data={data}
          series={[{ key: 'scans', label: t('screens.qrs.scans.series') }]}
          loading={!scans || scans.state === 'loading'}
          aria-label={t('screens.qrs.scans.chart')}
          emptyMessage={t('screens.qrs.scans.empty')}
          height={180}
        />
      )}
    </Card>
  );
}
