import type { ReactNode } from 'react';
import { Alert } from '@rabt/ui';

export type NoticeTone = 'critical' | 'positive' | 'info' | 'caution';

/**
 * A message above a form or list: the ui Alert. Critical notices are alerts (announced at once);
 * the others are polite status messages.
 */
export function Notice({
  tone,
  children,
  'data-testid': testId,
}: {
  tone: NoticeTone;
  children: ReactNode;
  'data-testid'?: string;
}) {
  return (
    <Alert tone={tone} data-testid={testId}>
      {children}
    </Alert>
  );
}
