import { useMemo } from 'react';
import { Geo } from '@visx/visx';
import worldAtlas from 'world-atlas/countries-110m.json';
import { useIntl, useT } from '../../i18n/I18nProvider.tsx';
import { vars } from '../../tokens/contract.css.ts';
import { formatCount } from '../shared/format.ts';
import { alpha2ToNumeric } from './countryCodes.ts';
import { topologyFeatures, type CountryFeature, type Topology } from './topology.ts';
import type { CountryDatum } from './ByCountryView.tsx';
import * as styles from './ByCountryView.css.ts';

// The atlas (~100 kB of TopoJSON, packaged by world-atlas, never fetched at run time) lives in this
// module only: ByCountryView imports it lazily, so only chunks that draw a map download it.

const ANTARCTICA = '010';
/** Countries as GeoJSON, decoded once. Antarctica has no visitors and takes a fifth of the height. */
const WORLD: CountryFeature[] = topologyFeatures(worldAtlas as unknown as Topology, 'countries').filter(
  (feature) => feature.id !== ANTARCTICA,
);
const WORLD_COLLECTION = { type: 'FeatureCollection', features: WORLD } as const;
/** Height : width of the Natural Earth world without Antarctica (matches `mapFrame`). */
const MAP_ASPECT = 0.5;

export interface WorldMapProps {
  data: readonly CountryDatum[];
  width: number;
  countryName: (code: string) => string;
}

/** A choropleth: each country mixes the brand colour into the border grey by its share of the top country. */
export function WorldMap({ data, width, countryName }: WorldMapProps) {
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
