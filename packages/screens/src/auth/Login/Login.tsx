import { Button, Inline, Stack, useT } from '@rabt/ui';
import { AuthLayout, type AuthChromeProps } from '../../layouts/AuthLayout/index.ts';
import { FormPasswordField, FormSubmitNotice, FormTextField, ScreenForm } from '../../_parts/FormParts.tsx';
import { Notice } from '../../_parts/Notice.tsx';
import { ScreenLink } from '../../_parts/ScreenLink.tsx';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { emailError, passwordRequiredError } from '../../_parts/validation.ts';
import * as text from '../../_parts/typography.css.ts';

/** Sign-in codes the login screen explains (spec §8). */
export const signInCodes = ['invalid_login', 'auth_user_verified', 'verifyEmailFailed', 'unknown_error'] as const;
export type SignInCode = (typeof signInCodes)[number];
export const isSignInCode = (code: unknown): code is SignInCode => signInCodes.includes(code as SignInCode);

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginState =
  | { state: 'idle' }
  | { state: 'submitting' }
  /** Sign-in failed: the server's message, or 'Login failed.' when it sent none. */
  | { state: 'error'; message?: string | null }
  /** A sign-in code to explain, e.g. `invalid_login`, or `auth_user_verified` after verifying. */
  | { state: 'signInCode'; code: SignInCode };

export type LoginScreenProps = AuthChromeProps &
  LoginState & {
    /** Called with valid values; resolve to field errors (or `FORM_ERROR`) to show them. */
    onSubmit: FormSubmit<LoginValues>;
    /** E.g. the address a customer just verified. */
    initialValues?: Partial<LoginValues>;
    /** @defaultValue '/forgot' */
    forgotHref?: string;
    /** @defaultValue '/register' */
    registerHref?: string;
  };

/** Sign in with e-mail and password (spec §2 /login, §5, §8). */
export function LoginScreen(props: LoginScreenProps) {
  const {
    onSubmit,
    initialValues,
    forgotHref = '/forgot',
    registerHref = '/register',
    languageSwitch,
    themeToggle,
    footer,
    renderLink,
  } = props;
  const t = useT();

  let notice = null;
  if (props.state === 'error') {
    notice = <Notice tone="critical">{props.message || t('screens.login.failed')}</Notice>;
  } else if (props.state === 'signInCode') {
    notice = (
      <Notice tone={props.code === 'auth_user_verified' ? 'positive' : 'critical'} data-testid="sign-in-code">
        {t(`screens.signInCode.${props.code}`)}
      </Notice>
    );
  }

  return (
    <AuthLayout
      title={t('screens.login.title')}
      description={t('screens.login.subtitle')}
      languageSwitch={languageSwitch}
      themeToggle={themeToggle}
      footer={footer}
      renderLink={renderLink}
    >
      <ScreenForm<LoginValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        aria-label={t('screens.login.pageTitle')}
        validate={(values) => ({ email: emailError(t, values.email), password: passwordRequiredError(t, values.password) })}
      >
        {({ submitting }) => (
          <Stack gap="large">
            {notice}
            <FormSubmitNotice />
            <FormTextField
              name="email"
              type="email"
              label={t('screens.common.email')}
              placeholder={t('screens.common.emailPlaceholder')}
              autoComplete="email"
              required
            />
            <Stack gap="xsmall">
              <FormPasswordField name="password" label={t('screens.common.password')} autoComplete="current-password" required />
              <Inline justifyContent="flex-end">
                <ScreenLink href={forgotHref} renderLink={renderLink} tone="small">
                  {t('screens.login.forgot')}
                </ScreenLink>
              </Inline>
            </Stack>
            <Button type="submit" fullWidth loading={submitting || props.state === 'submitting'}>
              {t('screens.login.submit')}
            </Button>
          </Stack>
        )}
      </ScreenForm>
      <p className={text.footnote}>
        {t('screens.login.noAccount')}{' '}
        <ScreenLink href={registerHref} renderLink={renderLink}>
          {t('screens.login.register')}
        </ScreenLink>
      </p>
    </AuthLayout>
  );
}
