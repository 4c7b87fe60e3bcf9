import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useI18n, useT } from '../../i18n/I18nProvider.tsx';
import { BarList } from '../BarList/BarList.tsx';
import { ChartEmpty } from '../shared/ChartStates.tsx';
import * as chart from '../shared/chart.css.ts';
import { MeasuredWidth } from '../shared/MeasuredWidth.tsx';
import * as styles from './ByCountryView.css.ts';

export interface CountryDatum {
  /** ISO 3166-1 alpha-2 code, upper case: 'SA', 'AE', 'EG'. */
  country: string;
  value: number;
}

export interface ByCountryViewProps {
  data: readonly CountryDatum[];
  /** Accessible name and data-table caption. @defaultValue t('ui.charts.country.label') */
  'aria-label'?: string;
  /** Header of the value column in the data table. @defaultValue t('ui.charts.clicks') */
  valueLabel?: string;
  /** Show the world map beside the list. @defaultValue true */
  showMap?: boolean;
  /** Show the ranked list beside the map (off when the screen shows its own table). @defaultValue true */
  showList?: boolean;
  /** Countries listed before "Show all". @defaultValue 6 */
  maxItems?: number;
  /** Called by "Show all (n)"; the button shows only with more countries than `maxItems`. */
  onShowAll?: () => void;
  /** @defaultValue false */
  loading?: boolean;
  /** @defaultValue t('ui.charts.empty') */
  emptyMessage?: ReactNode;
  'data-testid'?: string;
}

type WorldMapModule = typeof import('./WorldMap.tsx');
let worldMapModule: WorldMapModule | null = null;
/** Starts (or reuses) the download of the map and its atlas; stories and pages may call it early. */
export function preloadWorldMap(): Promise<WorldMapModule> {
  return import('./WorldMap.tsx').then((module) => (worldMapModule = module));
}
const LazyWorldMap = lazy(() => preloadWorldMap().then((module) => ({ default: module.WorldMap })));

/** The map, drawn at once when its chunk is already loaded, otherwise after it arrives. */
function WorldMapSlot(props: { data: readonly CountryDatum[]; width: number; countryName: (code: string) => string }) {
  const Drawn = worldMapModule?.WorldMap ?? LazyWorldMap;
  return (
    <Suspense fallback={null}>
      <Drawn {...props} />
    </Suspense>
  );
}

/** Localised country names: `Intl.DisplayNames` in the current locale, the code as a fallback. */
function useCountryName(): (code: string) => string {
  const { locale } = useI18n();
  return useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return (code: string) => {
      try {
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code;
      }
    };
  }, [locale]);
}

/**
 * Visits by country: a world map shaded by count (not mirrored: geography has no reading
 * direction) and the ranked list with localised country names and share bars.
 */
export function ByCountryView({
  data,
  'aria-label': ariaLabel,
  valueLabel,
  showMap = true,
  showList = true,
  maxItems = 6,
  onShowAll,
  loading = false,
  emptyMessage,
  'data-testid': testId,
}: ByCountryViewProps) {
  const t = useT();
  const countryName = useCountryName();
  const label = ariaLabel ?? t('ui.charts.country.label');
  const total = data.reduce((sum, datum) => sum + Math.max(0, datum.value), 0);

  if (!loading && total <= 0) {
    return (
      <div className={chart.root} data-testid={testId}>
        <ChartEmpty height={200}>{emptyMessage}</ChartEmpty>
      </div>
    );
  }

  const items = data.map((datum) => ({
    key: datum.country,
    label: countryName(datum.country),
    value: datum.value,
    icon: <span className={styles.code}>{datum.country.toUpperCase()}</span>,
  }));

  return (
    <div className={chart.root} data-testid={testId}>
      <div className={styles.layout}>
        {showMap && !loading ? (
          <div className={styles.map}>
            {/* MeasuredWidth fills its parent and clips: the frame's aspect ratio gives it the map's height. */}
            <div className={styles.mapFrame}>
              <MeasuredWidth>
                {(width) => (width > 0 ? <WorldMapSlot data={data} width={width} countryName={countryName} /> : null)}
              </MeasuredWidth>
            </div>
            <div className={styles.scale} aria-hidden="true">
              <span>{t('ui.charts.country.legendLow')}</span>
              <span className={styles.ramp} />
              <span>{t('ui.charts.country.legendHigh')}</span>
            </div>
          </div>
        ) : null}
        {showList ? (
          <div className={styles.list}>
            <BarList
              items={items}
              aria-label={label}
              nameLabel={t('ui.charts.country.column')}
              valueLabel={valueLabel}
              maxItems={maxItems}
              onShowAll={onShowAll}
              loading={loading}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
