import { Inline, Sparkles, useT } from '@rabt/ui';
import { StatusPanel } from '../../_parts/StatusPanel.tsx';
import { defaultRenderLink, type RenderLink } from '../../_parts/ScreenLink.tsx';
import * as parts from '../../_parts/parts.css.ts';
import * as text from '../../_parts/typography.css.ts';

/** The product areas still being built; each names what it will hold. */
export const comingSoonAreas = ['qrs', 'cards', 'companies', 'analytics', 'billing', 'workspaces', 'settings'] as const;
export type ComingSoonArea = (typeof comingSoonAreas)[number];

export interface ComingSoonScreenProps {
  /** The section's name as the navigation shows it ("QR codes"). */
  section: string;
  /** Which area's description to show; without one, only the section's name. */
  area?: ComingSoonArea;
  /** The way back: a built section (the links list). @defaultValue '/links' */
  backHref?: string;
  /** @defaultValue '/support' */
  supportHref?: string;
  renderLink?: RenderLink;
}

/**
 * A section that is not built yet (issue 16 item 18): says what is coming, that nothing is lost,
 * and offers a way out (back to links, or help). It stays the fallback for any route without a page.
 */
export function ComingSoonScreen({
  section,
  area,
  backHref = '/links',
  supportHref = '/support',
  renderLink = defaultRenderLink,
}: ComingSoonScreenProps) {
  const t = useT();
  return (
    <div className={parts.centred} data-screen="coming-soon">
      <div className={parts.centredContent}>
        <StatusPanel
          icon={Sparkles}
          level={1}
          eyebrow={<bdi>{section}</bdi>}
          heading={t('screens.system.comingSoon.heading')}
          actions={
            <Inline gap="small" wrap justifyContent="center">
              {renderLink({ href: backHref, className: parts.linkButton.primary, children: t('screens.system.comingSoon.back') })}
              {renderLink({
                href: supportHref,
                className: parts.linkButton.secondary,
                children: t('screens.system.comingSoon.support'),
              })}
            </Inline>
          }
        >
          {area ? <p className={text.body}>{t(`screens.system.comingSoon.area.${area}`)}</p> : null}
          <p className={text.body}>{t('screens.system.comingSoon.safe')}</p>
        </StatusPanel>
      </div>
    </div>
  );
}
