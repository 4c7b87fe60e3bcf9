import { Button, Stack, useT } from '@rabt/ui';
import { AuthLayout, type AuthChromeProps } from '../../layouts/AuthLayout/index.ts';
import { FormPasswordField, FormSubmitNotice, FormTextField, ScreenForm } from '../../_parts/FormParts.tsx';
import { Notice } from '../../_parts/Notice.tsx';
import { ScreenLink } from '../../_parts/ScreenLink.tsx';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { PASSWORD_MIN_LENGTH, emailError, isBlank, newPasswordError } from '../../_parts/validation.ts';
import * as text from '../../_parts/typography.css.ts';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

export type RegisterState =
  | { state: 'idle' }
  | { state: 'submitting' }
  /** Registration failed: 'An unknown error occurred' (spec §8). Field problems come back from `onSubmit`. */
  | { state: 'error' };

export type RegisterScreenProps = AuthChromeProps &
  RegisterState & {
    /** Called with valid values; resolve to field errors (e.g. the address is taken) to show them. */
    onSubmit: FormSubmit<RegisterValues>;
    initialValues?: Partial<RegisterValues>;
    /** @defaultValue '/login' */
    loginHref?: string;
  };

/** Create an account: name, e-mail and password (spec §2 /register, §5). */
export function RegisterScreen(props: RegisterScreenProps) {
  const { onSubmit, initialValues, loginHref = '/login', languageSwitch, themeToggle, footer, renderLink } = props;
  const t = useT();
  return (
    <AuthLayout
      title={t('screens.register.title')}
      description={t('screens.register.subtitle')}
      languageSwitch={languageSwitch}
      themeToggle={themeToggle}
      footer={footer}
      renderLink={renderLink}
    >
      <ScreenForm<RegisterValues>
        onSubmit={onSubmit}
        initialValues={initialValues}
        aria-label={t('screens.register.pageTitle')}
        validate={(values) => ({
          name: isBlank(values.name) ? t('screens.validation.nameRequired') : undefined,
          email: emailError(t, values.email),
          password: newPasswordError(t, values.password),
        })}
      >
        {({ submitting }) => (
          <Stack gap="large">
            {props.state === 'error' ? <Notice tone="critical">{t('screens.common.unknownError')}</Notice> : null}
            <FormSubmitNotice />
            <FormTextField
              name="name"
              label={t('screens.register.name')}
              placeholder={t('screens.register.namePlaceholder')}
              autoComplete="name"
              required
            />
            <FormTextField
              name="email"
              type="email"
              label={t('screens.common.email')}
              placeholder={t('screens.common.emailPlaceholder')}
              autoComplete="email"
              required
            />
            <FormPasswordField
              name="password"
              label={t('screens.common.password')}
              hint={t('screens.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
            />
            <Button type="submit" fullWidth loading={submitting || props.state === 'submitting'}>
              {t('screens.register.submit')}
            </Button>
          </Stack>
        )}
      </ScreenForm>
      <p className={text.footnote}>
        {t('screens.register.haveAccount')}{' '}
        <ScreenLink href={loginHref} renderLink={renderLink}>
          {t('screens.register.login')}
        </ScreenLink>
      </p>
    </AuthLayout>
  );
}
