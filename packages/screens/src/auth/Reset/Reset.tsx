import { Button, CheckCircle2, Link2, Stack, XCircle, useT } from '@rabt/ui';
import { AuthLayout, type AuthChromeProps } from '../../layouts/AuthLayout/index.ts';
import { FormPasswordField, FormSubmitNotice, ScreenForm } from '../../_parts/FormParts.tsx';
import { Notice } from '../../_parts/Notice.tsx';
import { ScreenLink, defaultRenderLink } from '../../_parts/ScreenLink.tsx';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { isolate } from '../../_parts/text.ts';
import { PASSWORD_MIN_LENGTH, newPasswordError } from '../../_parts/validation.ts';
import * as parts from '../../_parts/parts.css.ts';
import * as text from '../../_parts/typography.css.ts';

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export type ResetState =
  /** The link (customer id and token) is being validated. */
  | { state: 'checking' }
  /** The link is invalid or expired. */
  | { state: 'invalid' }
  /** Validating the link failed for another reason: 'An unknown error occurred', with retry. */
  | { state: 'checkFailed' }
  /** The form. `email` is the account the link belongs to, when the server said. */
  | { state: 'form'; email?: string }
  | { state: 'submitting'; email?: string }
  /** Setting the password failed: 'An unknown error occurred'; the form keeps its values. */
  | { state: 'error'; email?: string }
  /** The password was changed. */
  | { state: 'done' };

export type ResetScreenProps = AuthChromeProps &
  ResetState & {
    onSubmit: FormSubmit<ResetValues>;
    /** From checkFailed: validate the link again. */
    onRetry: () => void;
    /** Where to request a new link. @defaultValue '/forgot' */
    forgotHref?: string;
    /** @defaultValue '/login' */
    loginHref?: string;
  };

/** Choose a new password from an e-mailed link (spec §2 /reset/:user/:token, §5, §8). */
export function ResetScreen(props: ResetScreenProps) {
  const { onSubmit, onRetry, forgotHref = '/forgot', loginHref = '/login', languageSwitch, themeToggle, footer } = props;
  const renderLink = props.renderLink ?? defaultRenderLink;
  const t = useT();
  const chrome = { languageSwitch, themeToggle, footer, renderLink };

  switch (props.state) {
    case 'checking':
      return (
        <AuthLayout {...chrome}>
          <StatusPanel icon="progress" heading={t('screens.reset.title')} level={1} live>
            <p className={text.body}>{t('screens.reset.checking')}</p>
          </StatusPanel>
        </AuthLayout>
      );
    case 'invalid':
      return (
        <AuthLayout {...chrome}>
          <StatusPanel
            icon={Link2}
            tone="caution"
            heading={t('screens.reset.invalidTitle')}
            level={1}
            actions={renderLink({
              href: forgotHref,
              className: parts.linkButton.primary,
              children: t('screens.reset.requestNew'),
            })}
          >
            <p className={text.body}>{t('screens.reset.invalidBody')}</p>
          </StatusPanel>
        </AuthLayout>
      );
    case 'checkFailed':
      return (
        <AuthLayout {...chrome}>
          <StatusPanel
            icon={XCircle}
            tone="critical"
            heading={t('screens.reset.title')}
            level={1}
            actions={
              <Button variant="secondary" onClick={() => onRetry()}>
                {t('screens.common.retry')}
              </Button>
            }
          >
            <Notice tone="critical">{t('screens.common.unknownError')}</Notice>
          </StatusPanel>
        </AuthLayout>
      );
    case 'done':
      return (
        <AuthLayout {...chrome}>
          <StatusPanel
            icon={CheckCircle2}
            tone="positive"
            heading={t('screens.reset.doneTitle')}
            level={1}
            live
            actions={renderLink({ href: loginHref, className: parts.linkButton.primary, children: t('screens.reset.continue') })}
          >
            <p className={text.body}>{t('screens.reset.doneBody')}</p>
          </StatusPanel>
        </AuthLayout>
      );
    case 'form':
    case 'submitting':
    case 'error':
      break;
    default: {
      const unreachable: never = props;
      throw new Error(`Unknown reset state ${JSON.stringify(unreachable)}`);
    }
  }

  return (
    <AuthLayout
      title={t('screens.reset.title')}
      description={
        props.email ? t('screens.reset.subtitle', { email: isolate(props.email) }) : t('screens.reset.subtitleNoEmail')
      }
      {...chrome}
    >
      <ScreenForm<ResetValues>
        onSubmit={onSubmit}
        aria-label={t('screens.reset.pageTitle')}
        validate={(values) => ({
          password: newPasswordError(t, values.password),
          confirmPassword: !values.confirmPassword
            ? t('screens.validation.confirmRequired')
            : values.confirmPassword !== values.password
              ? t('screens.validation.passwordMismatch')
              : undefined,
        })}
      >
        {({ submitting }) => (
          <Stack gap="large">
            {props.state === 'error' ? <Notice tone="critical">{t('screens.common.unknownError')}</Notice> : null}
            <FormSubmitNotice />
            <FormPasswordField
              name="password"
              label={t('screens.reset.newPassword')}
              hint={t('screens.register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
              autoComplete="new-password"
              required
            />
            <FormPasswordField
              name="confirmPassword"
              label={t('screens.reset.confirmPassword')}
              autoComplete="new-password"
              required
            />
            <Button type="submit" fullWidth loading={submitting || props.state === 'submitting'}>
              {t('screens.reset.submit')}
            </Button>
          </Stack>
        )}
      </ScreenForm>
      <p className={text.footnote}>
        <ScreenLink href={loginHref} renderLink={renderLink}>
          {t('screens.common.backToLogin')}
        </ScreenLink>
      </p>
    </AuthLayout>
  );
}
