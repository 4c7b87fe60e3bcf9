import { Button, ShieldAlert, useT } from '@rabt/ui';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import * as parts from '../../_parts/parts.css.ts';
import * as text from '../../_parts/typography.css.ts';

export interface PermissionDeniedScreenProps {
  /** "Go back home". */
  onGoHome: () => void;
}

/** A page the user's permissions do not cover (spec §6). Sits in the app's main area. */
export function PermissionDeniedScreen({ onGoHome }: PermissionDeniedScreenProps) {
  const t = useT();
  return (
    <div className={parts.centred} data-screen="permission-denied">
      <div className={parts.centredContent}>
        <StatusPanel
          icon={ShieldAlert}
          tone="caution"
          level={1}
          heading={t('screens.permission.heading')}
          actions={<Button onClick={() => onGoHome()}>{t('screens.permission.home')}</Button>}
        >
          <p className={text.body}>{t('screens.permission.body')}</p>
        </StatusPanel>
      </div>
    </div>
  );
}
