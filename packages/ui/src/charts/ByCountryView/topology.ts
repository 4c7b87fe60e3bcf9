// A minimal TopoJSON → GeoJSON decoder for the world-atlas polygons (what topojson-client's
// `feature()` does for Polygon and MultiPolygon), kept local so the charts add no runtime dependency.

type Position = [number, number];

interface TopoGeometry {
  type: string;
  id?: string | number;
  properties?: { name?: string };
  arcs?: number[][] | number[][][];
}

export interface Topology {
  type: 'Topology';
  transform?: { scale: Position; translate: Position };
  arcs: Position[][];
  objects: Record<string, { type: 'GeometryCollection'; geometries: TopoGeometry[] }>;
}

export interface CountryFeature {
  type: 'Feature';
  /** ISO 3166-1 numeric code as a string, e.g. '682' for Saudi Arabia. */
  id: string;
  properties: { name: string };
  geometry: { type: 'Polygon'; coordinates: Position[][] } | { type: 'MultiPolygon'; coordinates: Position[][][] };
}

function decodeArcs(topology: Topology): Position[][] {
  const transform = topology.transform;
  if (!transform) return topology.arcs;
  const [sx, sy] = transform.scale;
  const [tx, ty] = transform.translate;
  return topology.arcs.map((arc) => {
    let x = 0;
    let y = 0;
    // Quantised arcs are delta-encoded: each point is an offset from the previous one.
    return arc.map(([dx, dy]): Position => {
      x += dx;
      y += dy;
      return [x * sx + tx, y * sy + ty];
    });
  });
}

function ring(indices: number[], arcs: Position[][]): Position[] {
  const points: Position[] = [];
  indices.forEach((index, n) => {
    // A negative index (~i) means arc i walked backwards.
    const arc = index < 0 ? (arcs[~index] ?? []).toReversed() : (arcs[index] ?? []);
    // Consecutive arcs share their joining point; keep it once.
    points.push(...(n === 0 ? arc : arc.slice(1)));
  });
  return points;
}

/** The features of one GeometryCollection; geometries without an id (disputed areas) are skipped. */
export function topologyFeatures(topology: Topology, object: string): CountryFeature[] {
  const arcs = decodeArcs(topology);
  const features: CountryFeature[] = [];
  for (const geometry of topology.objects[object]?.geometries ?? []) {
    if (geometry.id === undefined || geometry.id === null) continue;
    const properties = { name: geometry.properties?.name ?? '' };
    const id = String(geometry.id);
    if (geometry.type === 'Polygon') {
      const rings = (geometry.arcs as number[][]).map((r) => ring(r, arcs));
      features.push({ type: 'Feature', id, properties, geometry: { type: 'Polygon', coordinates: rings } });
    } else if (geometry.type === 'MultiPolygon') {
      const polygons = (geometry.arcs as number[][][]).map((polygon) => polygon.map((r) => ring(r, arcs)));
      features.push({ type: 'Feature', id, properties, geometry: { type: 'MultiPolygon', coordinates: polygons } });
    }
  }
  return features;
}
