import { FileText, useT } from '@rabt/ui';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import * as parts from '../../_parts/parts.css.ts';
import * as text from '../../_parts/typography.css.ts';

export interface NotFoundScreenProps {
  /** Where the Home link leads. @defaultValue '/' */
  homeHref?: string;
  /** The app's router link; plain `<a href>` when absent. */
  renderLink?: RenderLink;
}

/** Unknown paths and missing resources ('Resource not found', spec §2, §8). Sits in the app's main area. */
export function NotFoundScreen({ homeHref = '/', renderLink = defaultRenderLink }: NotFoundScreenProps) {
  const t = useT();
  return (
    <div className={parts.centred} data-screen="not-found">
      <div className={parts.centredContent}>
        <StatusPanel
          icon={FileText}
          tone="neutral"
          level={1}
          eyebrow={t('screens.notFound.code')}
          heading={t('screens.notFound.heading')}
          actions={renderLink({ href: homeHref, className: parts.linkButton.primary, children: t('screens.notFound.home') })}
        >
          <p className={text.body}>{t('screens.notFound.body')}</p>
        </StatusPanel>
      </div>
    </div>
  );
}
