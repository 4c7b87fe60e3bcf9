import { Button, Mail, Stack, useT } from '@rabt/ui';
import { AuthLayout, type AuthChromeProps } from '../../layouts/AuthLayout/index.ts';
import { FormSubmitNotice, FormTextField, ScreenForm } from '../../_parts/FormParts.tsx';
import { Notice } from '../../_parts/Notice.tsx';
import { ScreenLink } from '../../_parts/ScreenLink.tsx';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import { emailError } from '../../_parts/validation.ts';
import * as text from '../../_parts/typography.css.ts';

export interface ForgotValues {
  email: string;
}

export type ForgotState =
  | { state: 'idle' }
  | { state: 'submitting' }
  /**
   * The request was accepted. Worded so it never reveals whether the address has an account;
   * `email` is what the user typed.
   */
  | { state: 'sent'; email?: string }
  /** 'An unknown error occurred' (spec §8). */
  | { state: 'error' };

export type ForgotScreenProps = AuthChromeProps &
  ForgotState & {
    onSubmit: FormSubmit<ForgotValues>;
    /** From the sent state: show the form again for another address. */
    onStartOver: () => void;
    initialValues?: Partial<ForgotValues>;
    /** @defaultValue '/login' */
    loginHref?: string;
  };

/** Ask for a password reset link (spec §2 /forgot). */
export function ForgotScreen(props: ForgotScreenProps) {
  const { onSubmit, onStartOver, initialValues, loginHref = '/login', languageSwitch, themeToggle, footer, renderLink } = props;
  const t = useT();
  const chrome = { languageSwitch, themeToggle, footer, renderLink };
  const back = (
    <p className={text.footnote}>
      <ScreenLink href={loginHref} renderLink={renderLink}>
        {t('screens.common.backToLogin')}
      </ScreenLink>
    </p>
  );

  if (props.state === 'sent') {
    return (
      <AuthLayout {...chrome}>
        <StatusPanel
          icon={Mail}
          tone="positive"
          heading={t('screens.forgot.sentTitle')}
          level={1}
          live
          actions={
            <Button variant="secondary" onClick={() => onStartOver()}>
              {t('screens.forgot.startOver')}
            </Button>
          }
        >
          <p className={text.body}>
            {props.email ? t('screens.forgot.sentBodyEmail', { email: isolate(props.email) }) : t('screens.forgot.sentBody')}
          </p>
          <p className={text.small}>{t('screens.forgot.sentHint')}</p>
        </StatusPanel>
        {back}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('screens.forgot.title')} description={t('screens.forgot.subtitle')} {...chrome}>
      <ScreenForm<ForgotValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        aria-label={t('screens.forgot.pageTitle')}
        validate={(values) => ({ email: emailError(t, values.email) })}
      >
        {({ submitting }) => (
          <Stack gap="large">
            {props.state === 'error' ? <Notice tone="critical">{t('screens.common.unknownError')}</Notice> : null}
            <FormSubmitNotice />
            <FormTextField
              name="email"
              type="email"
              label={t('screens.common.email')}
              placeholder={t('screens.common.emailPlaceholder')}
              autoComplete="email"
              required
            />
            <Button type="submit" fullWidth loading={submitting || props.state === 'submitting'}>
              {t('screens.forgot.submit')}
            </Button>
          </Stack>
        )}
      </ScreenForm>
      {back}
    </AuthLayout>
  );
}
