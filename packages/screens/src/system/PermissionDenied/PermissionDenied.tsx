import { useState } from 'react';
import { Alert, Button, ShieldAlert, useT } from '@rabt/ui';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import * as parts from '../../_parts/parts.css.ts';
import * as text from '../../_parts/typography.css.ts';

export interface PermissionDeniedScreenProps {
  /** "Go back home". */
  onGoHome: () => void;
  /** Ask the organisation's admins for access (decision 061); resolve when sent, reject to say it failed. */
  onRequestAccess?: () => Promise<unknown>;
}

/** A page the user's permissions do not cover (spec §6). Sits in the app's main area. */
export function PermissionDeniedScreen({ onGoHome, onRequestAccess }: PermissionDeniedScreenProps) {
  const t = useT();
  const [request, setRequest] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const ask = () => {
    if (!onRequestAccess) return;
    setRequest('sending');
    onRequestAccess().then(
      () => setRequest('sent'),
      () => setRequest('failed'),
    );
  };
  return (
    <div className={parts.centred} data-screen="permission-denied">
      <div className={parts.centredContent}>
        <StatusPanel
          icon={ShieldAlert}
          tone="caution"
          level={1}
          heading={t('screens.permission.heading')}
          actions={
            <>
              {onRequestAccess && request !== 'sent' ? (
                <Button variant="secondary" loading={request === 'sending'} onClick={ask}>
                  {t('screens.settings.requestAccess')}
                </Button>
              ) : null}
              <Button onClick={() => onGoHome()}>{t('screens.permission.home')}</Button>
            </>
          }
        >
          <p className={text.body}>{t('screens.permission.body')}</p>
          {request === 'sent' ? (
            <Alert tone="positive" role="status">
              {t('screens.settings.requestSent')}
            </Alert>
          ) : null}
          {request === 'failed' ? <Alert tone="critical">{t('screens.settings.requestFailed')}</Alert> : null}
        </StatusPanel>
      </div>
    </div>
  );
}
