import { useT } from '@rabt/ui';
import { ScreenLink, type RenderLink } from '../_parts/ScreenLink.tsx';
import * as styles from './analytics.css.ts';

/** The analytics pages, for the links between them (the app keeps the filters in each). */
export interface AnalyticsSectionHrefs {
  overview: string;
  locations: string;
  devices: string;
  channels: string;
}

/** Links between the analytics pages; the current one is text, marked as the current page. */
export function AnalyticsSections({
  hrefs,
  current,
  renderLink,
}: {
  hrefs: AnalyticsSectionHrefs;
  current: keyof AnalyticsSectionHrefs | null;
  renderLink?: RenderLink | undefined;
}) {
  const t = useT();
  const keys = ['overview', 'locations', 'devices', 'channels'] as const;
  return (
    <nav aria-label={t('screens.analytics.sections')}>
      <ul className={styles.sections}>
        {keys.map((key) => (
          <li key={key}>
            {key === current ? (
              <span className={styles.sectionCurrent} aria-current="page">
                {t(`screens.analytics.sections.${key}`)}
              </span>
            ) : (
              <ScreenLink href={hrefs[key]} {...(renderLink ? { renderLink } : {})}>
                {t(`screens.analytics.sections.${key}`)}
              </ScreenLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
