import { useState, type FormEvent } from 'react';
import { ErrorCode, normalizeDomainName, type DomainNameError, type FieldError } from '@rabt/contract';
import { Alert, Button, Card, Heading, Text, TextField, UpgradePrompt, useT } from '@rabt/ui';
import { PlanLimitNotice, type PlanBlock } from '../../_parts/PlanLimitNotice.tsx';
import type { RenderLink } from '../../_parts/ScreenLink.tsx';
import * as styles from '../DomainSetup/DomainSetup.css.ts';

/** What a failed add tells the screen: the API error's code, message and field details. */
export interface DomainAddFailure {
  code: string;
  message?: string;
  details?: unknown;
  /** PLAN_LIMIT_REACHED / PLAN_LOCKED as the app read them: the specific message and upgrade link. */
  planBlock?: PlanBlock | null;
}

export interface DomainAddScreenProps {
  /** Resolve when added (the app then opens the new domain's setup); resolve to a failure to show it. */
  onSubmit: (name: string) => Promise<DomainAddFailure | void>;
  onCancel: () => void;
  /** The account's plan lacks branded domains: the upgrade prompt replaces the form. */
  locked?: { plan: string } | null;
  onUpgrade?: () => void;
  /** Initial value (stories). */
  defaultValue?: string;
  /** The app's router link (the upgrade link); plain `<a href>` when absent. */
  renderLink?: RenderLink;
}

const NAME_ERRORS = new Set<string>([
  'required',
  'has_scheme',
  'has_path',
  'has_port',
  'is_ip',
  'invalid',
  'single_label',
  'too_long',
  'own_domain',
]);

/** Add a branded domain: checked as typed (same rules as the server), then the server's verdict. */
export function DomainAddScreen({ onSubmit, onCancel, locked, onUpgrade, defaultValue = '', renderLink }: DomainAddScreenProps) {
  const t = useT();
  const [value, setValue] = useState(defaultValue);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [planLocked, setPlanLocked] = useState(false);
  const [planBlock, setPlanBlock] = useState<PlanBlock | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const checked = normalizeDomainName(value);
  const punycode = checked.ok && checked.name !== value.trim().toLowerCase().replace(/\.$/, '') ? checked.name : null;
  const nameError = (code: DomainNameError | 'own_domain') => t(`domains.error.${code}`);

  const failureText = (failure: DomainAddFailure) => {
    if (failure.code === ErrorCode.DOMAIN_DUPLICATE) return { form: t('domains.error.duplicate') };
    if (failure.code === ErrorCode.PLAN_LIMIT_REACHED) return { form: t('domains.error.limit') };
    if (failure.code === ErrorCode.VALIDATION_FAILED && Array.isArray(failure.details)) {
      const detail = (failure.details as FieldError[]).find((d) => d.field === 'name');
      if (detail) return { field: NAME_ERRORS.has(detail.code) ? t(`domains.error.${detail.code}`) : detail.message };
    }
    return { form: t('domains.error.addFailed') };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    setPlanBlock(null);
    if (!checked.ok) {
      setFieldError(nameError(checked.error));
      return;
    }
    setFieldError(null);
    setSubmitting(true);
    try {
      const failure = await onSubmit(checked.name);
      if (failure) {
        if (failure.code === ErrorCode.PLAN_LOCKED) setPlanLocked(true);
        else if (failure.planBlock) setPlanBlock(failure.planBlock);
        else {
          const text = failureText(failure);
          setFieldError(text.field ?? null);
          setFormError(text.form ?? null);
        }
      }
    } catch {
      setFormError(t('domains.error.addFailed'));
    } finally {
      setSubmitting(false);
    }
  };

  const showUpgrade = Boolean(locked) || planLocked;
  return (
    <section className={styles.page} aria-labelledby="domain-add-heading">
      <div className={styles.headerText}>
        <Heading level={1} id="domain-add-heading">
          {t('domains.addTitle')}
        </Heading>
        <Text tone="muted">{t('domains.addIntro')}</Text>
      </div>
      {showUpgrade ? (
        <UpgradePrompt
          feature="branded_domains"
          plan={locked?.plan ?? 'Business'}
          variant="card"
          onUpgrade={onUpgrade}
          titleLevel={2}
        />
      ) : (
        <Card>
          <form className={styles.form} onSubmit={submit} noValidate>
            {planBlock ? <PlanLimitNotice block={planBlock} renderLink={renderLink} /> : null}
            {formError ? (
              <Alert tone="critical" role="alert">
                {formError}
              </Alert>
            ) : null}
            <TextField
              label={t('domains.field.name')}
              hint={punycode ? t('domains.field.punycode', { name: punycode }) : t('domains.field.nameHint')}
              placeholder="go.acme-coffee.sa"
              value={value}
              onValueChange={(next) => {
                setValue(next);
                if (fieldError) setFieldError(null);
              }}
              onBlur={() => {
                if (value.trim() && !checked.ok) setFieldError(nameError(checked.error));
              }}
              error={fieldError ?? undefined}
              required
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
            />
            <div className={styles.buttons}>
              <Button type="submit" loading={submitting}>
                {t('domains.addSubmit')}
              </Button>
              <Button variant="secondary" onClick={() => onCancel()}>
                {t('domains.cancel')}
              </Button>
            </div>
          </form>
        </Card>
      )}
    </section>
  );
}
