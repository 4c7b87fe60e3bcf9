import { Button, CheckCircle2, Inline, Mail, Stack, XCircle, useT } from '@rabt/ui';
import { AuthLayout, type AuthChromeProps } from '../../layouts/AuthLayout/index.ts';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import { isolate } from '../../_parts/text.ts';
import * as text from '../../_parts/typography.css.ts';

/** What the verify screen shows (spec §2, email verification states). */
export type OnboardVerifyState =
  /** The link's token is being checked. */
  | { state: 'verifying' }
  /** A link was sent at sign-up; waiting for the customer to open it. */
  | { state: 'sent'; email: string }
  /** The customer asked for another link and it was sent. */
  | { state: 'resent'; email: string }
  /** The address is verified. */
  | { state: 'success' }
  /** The link was invalid or expired (`verifyEmailFailed`). */
  | { state: 'failed'; email?: string }
  /**
   * The link of a change of address was refused (decision 114): already used, cancelled or replaced
   * by a newer change, expired, or the address was taken meanwhile. The current address stays.
   */
  | { state: 'changeRefused'; reason: EmailChangeRefusal };

export type EmailChangeRefusal = 'used' | 'cancelled' | 'expired' | 'taken';

const CHANGE_REFUSALS = {
  used: 'screens.verify.changeRefused.used',
  cancelled: 'screens.verify.changeRefused.cancelled',
  expired: 'screens.verify.changeRefused.expired',
  taken: 'screens.verify.changeRefused.taken',
} as const satisfies Record<EmailChangeRefusal, string>;

export type OnboardVerifyScreenProps = AuthChromeProps &
  OnboardVerifyState & {
    /** Send another verification e-mail. */
    onResend: () => void;
    /** After success: go on to the next onboarding step. */
    onContinue: () => void;
    /** After a refused change of address: back to the profile, where a new link can be sent. */
    onOpenProfile?: () => void;
    onLogout: () => void;
    /** Seconds until another e-mail may be requested; the app counts down. 0 or absent: now. */
    resendCooldown?: number;
    /** A resend request is in flight. @defaultValue false */
    resending?: boolean;
  };

/** The onboarding step that waits for, or confirms, the customer's e-mail address. */
export function OnboardVerifyScreen(props: OnboardVerifyScreenProps) {
  const {
    onResend,
    onContinue,
    onLogout,
    resendCooldown = 0,
    resending = false,
    languageSwitch,
    themeToggle,
    footer,
    renderLink,
  } = props;
  const t = useT();
  const coolingDown = resendCooldown > 0;

  const resend = (
    <Stack gap="xsmall" align="center">
      <Button variant="secondary" onClick={() => onResend()} loading={resending} disabled={coolingDown} icon={Mail}>
        {t('screens.verify.resend')}
      </Button>
      {coolingDown ? (
        <p className={text.small} data-testid="resend-cooldown">
          {t('screens.verify.resendIn', { seconds: resendCooldown })}
        </p>
      ) : null}
    </Stack>
  );

  let panel;
  switch (props.state) {
    case 'verifying':
      panel = (
        <StatusPanel icon="progress" heading={t('screens.verify.title')} level={1} live>
          <p className={text.body}>{t('screens.verify.verifying')}</p>
        </StatusPanel>
      );
      break;
    case 'sent':
      panel = (
        <StatusPanel icon={Mail} heading={t('screens.verify.title')} level={1} actions={resend}>
          <p className={text.body}>{t('screens.verify.sentBody', { email: isolate(props.email) })}</p>
          <p className={text.small}>{t('screens.verify.spamHint')}</p>
        </StatusPanel>
      );
      break;
    case 'resent':
      panel = (
        <StatusPanel icon={Mail} tone="positive" heading={t('screens.verify.resentTitle')} level={1} actions={resend} live>
          <p className={text.body}>{t('screens.verify.resentBody', { email: isolate(props.email) })}</p>
          <p className={text.small}>{t('screens.verify.spamHint')}</p>
        </StatusPanel>
      );
      break;
    case 'success':
      panel = (
        <StatusPanel
          icon={CheckCircle2}
          tone="positive"
          heading={t('screens.verify.successTitle')}
          level={1}
          live
          actions={<Button onClick={() => onContinue()}>{t('screens.common.continue')}</Button>}
        >
          <p className={text.body}>{t('screens.verify.successBody')}</p>
        </StatusPanel>
      );
      break;
    case 'failed':
      panel = (
        <StatusPanel icon={XCircle} tone="critical" heading={t('screens.verify.failedTitle')} level={1} actions={resend} live>
          <p className={text.body}>{t('screens.signInCode.verifyEmailFailed')}</p>
          <p className={text.small}>{t('screens.verify.failedHint')}</p>
        </StatusPanel>
      );
      break;
    case 'changeRefused':
      panel = (
        <StatusPanel
          icon={XCircle}
          tone="critical"
          heading={t('screens.verify.changeRefusedTitle')}
          level={1}
          live
          actions={
            props.onOpenProfile ? (
              <Button onClick={() => props.onOpenProfile?.()}>{t('screens.verify.openProfile')}</Button>
            ) : undefined
          }
        >
          <p className={text.body}>{t(CHANGE_REFUSALS[props.reason])}</p>
          <p className={text.small}>{t('screens.verify.changeRefusedHint')}</p>
        </StatusPanel>
      );
      break;
    default: {
      const unreachable: never = props;
      throw new Error(`Unknown verify state ${JSON.stringify(unreachable)}`);
    }
  }

  return (
    <AuthLayout languageSwitch={languageSwitch} themeToggle={themeToggle} footer={footer} renderLink={renderLink}>
      <Stack gap="xlarge">
        {panel}
        {props.state !== 'success' && props.state !== 'changeRefused' ? (
          <Inline gap="xsmall" justifyContent="center" wrap>
            <span className={text.small}>{t('screens.verify.wrongAddress')}</span>
            <Button variant="ghost" size="small" onClick={() => onLogout()}>
              {t('screens.common.logout')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
