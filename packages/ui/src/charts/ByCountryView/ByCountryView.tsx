import { useMemo, type ReactNode } from 'react';
import { Geo } from '@visx/visx';
import worldAtlas from 'world-atlas/countries-110m.json';
import { useI18n, useIntl, useT } from '../../i18n/I18nProvider.tsx';
import { vars } from '../../tokens/contract.css.ts';
import { BarList } from '../BarList/BarList.tsx';
import { ChartEmpty } from '../shared/ChartStates.tsx';
import * as chart from '../shared/chart.css.ts';
import { formatCount } from '../shared/format.ts';
import { MeasuredWidth } from '../shared/MeasuredWidth.tsx';
import { alpha2ToNumeric } from './countryCodes.ts';
import { topologyFeatures, type CountryFeature, type Topology } from './topology.ts';
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

const ANTARCTICA = '010';
/** Countries as GeoJSON, decoded once. Antarctica has no visitors and takes a fifth of the height. */
const WORLD: CountryFeature[] = topologyFeatures(worldAtlas as unknown as Topology, 'countries').filter(
  (feature) => feature.id !== ANTARCTICA,
);
const WORLD_COLLECTION = { type: 'FeatureCollection', features: WORLD } as const;
/** Height : width of the Natural Earth world without Antarctica (matches `mapFrame`). */
const MAP_ASPECT = 0.5;

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
                {(width) => (width > 0 ? <WorldMap data={data} width={width} countryName={countryName} /> : null)}
              </MeasuredWidth>
            </div>
            <div className={styles.scale} aria-hidden="true">
              <span>{t('ui.charts.country.legendLow')}</span>
              <span className={styles.ramp} />
              <span>{t('ui.charts.country.legendHigh')}</span>
            </div>
          </div>
        ) : null}
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
      </div>
    </div>
  );
}

interface WorldMapProps {
  data: readonly CountryDatum[];
  width: number;
  countryName: (code: string) => string;
}

/** A choropleth: each country mixes the brand colour into the border grey by its share of the top country. */
function WorldMap({ data, width, countryName }: WorldMapProps) {
  const t = useT();
  const intl = useIntl();
  const height = Math.round(width * MAP_ASPECT);
  const byNumeric = useMemo(() => {
    const map = new Map<string, CountryDatum>();
    for (const datum of data) {
      const numeric = alpha2ToNumeric[datum.country.toUpperCase()];
      if (numeric) map.set(numeric, datum);
    }
    return map;
  }, [data]);
  const max = Math.max(1, ...data.map((datum) => datum.value));

  const fill = (feature: CountryFeature): string => {
    const datum = byNumeric.get(feature.id);
    if (!datum || datum.value <= 0) return vars.color.border;
    // Square root so the long tail is still visible next to the leader.
    const percent = Math.round(18 + 82 * Math.sqrt(datum.value / max));
    return `color-mix(in srgb, ${vars.color.brand.base} ${percent}%, ${vars.color.border})`;
  };

  return (
    <svg width={width} height={height} className={styles.svg} role="img" aria-label={t('ui.charts.country.map')}>
      <Geo.NaturalEarth<CountryFeature> data={WORLD} fitSize={[[width, height], WORLD_COLLECTION as never]}>
        {({ features }) =>
          features.map(({ feature, path }) => {
            const datum = byNumeric.get(feature.id);
            return (
              <path
                key={feature.id}
                d={path ?? ''}
                data-country={datum?.country}
                style={{ fill: fill(feature), stroke: vars.color.surface, strokeWidth: 0.5 }}
              >
                {datum ? <title>{`${countryName(datum.country)}: ${formatCount(intl, datum.value)}`}</title> : null}
              </path>
            );
          })
        }
      </Geo.NaturalEarth>
    </svg>
  );
}
