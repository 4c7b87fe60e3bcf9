import type { Invitation } from '@rabt/contract';
import { Avatar, Button, Check, Inline, Skeleton, SkeletonGroup, Stack, Users, X, useIntl, useT } from '@rabt/ui';
import { AuthLayout, type AuthChromeProps } from '../../layouts/AuthLayout/index.ts';
import { Notice } from '../../_parts/Notice.tsx';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import { isolate } from '../../_parts/text.ts';
import * as text from '../../_parts/typography.css.ts';
import * as styles from './OnboardInvitation.css.ts';

/** What is happening to one invitation. */
export type InvitationAction = 'accepting' | 'declining';

export type OnboardInvitationState =
  | { state: 'loading' }
  /** The invitations could not be loaded. */
  | { state: 'error' }
  | {
      state: 'ready';
      invitations: Invitation[];
      /** Invitations with a request in flight, by id. */
      pending?: Record<string, InvitationAction>;
      /** A failed accept or decline, shown above the list (already translated). */
      actionError?: string;
    };

export type OnboardInvitationScreenProps = AuthChromeProps &
  OnboardInvitationState & {
    onAccept: (invitationId: string) => void;
    onDecline: (invitationId: string) => void;
    /** Go on without joining an organisation (and when there are none). */
    onContinue: () => void;
    onRetry: () => void;
    onLogout: () => void;
  };

/** Pending invitations to organisations, each accepted or declined on its own. */
export function OnboardInvitationScreen(props: OnboardInvitationScreenProps) {
  const { onAccept, onDecline, onContinue, onRetry, onLogout, languageSwitch, themeToggle, footer, renderLink } = props;
  const t = useT();
  const intl = useIntl();
  const hasInvitations = props.state === 'ready' && props.invitations.length > 0;

  let body;
  switch (props.state) {
    case 'loading':
      body = (
        <SkeletonGroup label={t('screens.invitation.loading')}>
          <Stack gap="medium">
            {[0, 1].map((i) => (
              <div key={i} className={styles.row}>
                <Skeleton variant="circle" size={36} />
                <Stack gap="xsmall" flexGrow={1}>
                  <Skeleton width="45%" />
                  <Skeleton width="70%" />
                </Stack>
              </div>
            ))}
          </Stack>
        </SkeletonGroup>
      );
      break;
    case 'error':
      body = (
        <Stack gap="medium" align="start">
          <Notice tone="critical">{t('screens.invitation.loadError')}</Notice>
          <Button variant="secondary" onClick={() => onRetry()}>
            {t('screens.common.retry')}
          </Button>
        </Stack>
      );
      break;
    case 'ready': {
      const { invitations, pending = {}, actionError } = props;
      body =
        invitations.length === 0 ? (
          <StatusPanel
            icon={Users}
            tone="neutral"
            heading={t('screens.invitation.emptyTitle')}
            actions={<Button onClick={() => onContinue()}>{t('screens.common.continue')}</Button>}
          >
            <p className={text.body}>{t('screens.invitation.emptyBody')}</p>
          </StatusPanel>
        ) : (
          <Stack gap="medium">
            {actionError ? <Notice tone="critical">{actionError}</Notice> : null}
            <ul className={styles.list} aria-label={t('screens.invitation.list')}>
              {invitations.map((invitation) => {
                const action = pending[invitation.id];
                const organisation = invitation.account_name;
                return (
                  <li
                    key={invitation.id}
                    className={styles.row}
                    data-invitation={invitation.id}
                    aria-busy={action ? true : undefined}
                  >
                    <div className={styles.who}>
                      <Avatar name={organisation} shape="square" decorative />
                      <Stack gap="xxsmall" minWidth={0}>
                        <h2 className={[text.itemHeading, styles.name].join(' ')}>
                          <bdi>{organisation}</bdi>
                        </h2>
                        <p className={text.small}>
                          {t('screens.invitation.invitedBy', {
                            name: isolate(invitation.invited_by),
                            role: t(`screens.invitation.role.${invitation.role}`),
                          })}
                        </p>
                        <p className={text.small}>
                          {t('screens.invitation.invitedOn', {
                            date: intl.formatDate(invitation.created_at, { dateStyle: 'medium', timeZone: 'UTC' }),
                          })}
                        </p>
                      </Stack>
                    </div>
                    <div className={styles.actions}>
                      <Button
                        variant="secondary"
                        icon={X}
                        onClick={() => onDecline(invitation.id)}
                        loading={action === 'declining'}
                        disabled={action === 'accepting'}
                        aria-label={t('screens.invitation.declineLabel', { organisation })}
                      >
                        {t('screens.invitation.decline')}
                      </Button>
                      <Button
                        icon={Check}
                        onClick={() => onAccept(invitation.id)}
                        loading={action === 'accepting'}
                        disabled={action === 'declining'}
                        aria-label={t('screens.invitation.acceptLabel', { organisation })}
                      >
                        {t('screens.invitation.accept')}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </Stack>
        );
      break;
    }
    default: {
      const unreachable: never = props;
      throw new Error(`Unknown invitation state ${JSON.stringify(unreachable)}`);
    }
  }

  return (
    <AuthLayout
      title={t('screens.invitation.title')}
      description={t('screens.invitation.subtitle')}
      width="medium"
      languageSwitch={languageSwitch}
      themeToggle={themeToggle}
      footer={footer}
      renderLink={renderLink}
    >
      {body}
      <Inline gap="small" justifyContent="space-between" wrap>
        <Button variant="ghost" size="small" onClick={() => onLogout()}>
          {t('screens.common.logout')}
        </Button>
        {hasInvitations ? (
          <Button variant="ghost" size="small" onClick={() => onContinue()}>
            {t('screens.invitation.skip')}
          </Button>
        ) : null}
      </Inline>
    </AuthLayout>
  );
}
