'use client';

import { useEffect, useState } from 'react';
import { remember, TtlCache } from '@/lib/cache/ttl-cache';
import { geoUrl, type MapLevel } from '@/lib/map/regions';
import { mapNameOf } from './map-option';

// Each level's GeoJSON is fetched once per page life and registered with ECharts once; the
// answer is cached by the browser for ever (the URL carries the data's version).

type MapGeoJson = { features: { properties: { code: string; name: string } }[] };

export type FeatureNames = ReadonlyMap<string, string>;

// 32 files at most (the country and 31 provinces); a failed load is forgotten and retried.
const registered = new TtlCache<string, Promise<FeatureNames>>({
  maxEntries: 32,
  ttlMs: Number.POSITIVE_INFINITY,
});

async function register(level: MapLevel): Promise<FeatureNames> {
  const [echarts, response] = await Promise.all([import('echarts'), fetch(geoUrl(level))]);
  if (!response.ok) throw new Error(`地图数据加载失败（${response.status}）`);
  const geo = (await response.json()) as MapGeoJson;
  echarts.registerMap(
    mapNameOf(level),
    geo as unknown as Parameters<typeof echarts.registerMap>[1],
  );
  return new Map(geo.features.map((f) => [f.properties.code, f.properties.name]));
}

/** Loads and registers a level's map (none when undefined); `names` once ECharts can draw it. */
export function useChinaGeo(level: MapLevel | undefined): {
  names?: FeatureNames;
  error?: string;
  retry: () => void;
} {
  const [state, setState] = useState<{ level: MapLevel; names?: FeatureNames; error?: string }>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (level === undefined) return;
    let current = true;
    remember(registered, level, () => register(level)).then(
      (names) => current && setState({ level, names }),
      (e: unknown) =>
        current && setState({ level, error: e instanceof Error ? e.message : '地图数据加载失败' }),
    );
    return () => {
      current = false;
    };
  }, [level, attempt]);
  // A state of another level is stale while the new one loads.
  const own = state?.level === level ? state : undefined;
  return { names: own?.names, error: own?.error, retry: () => setAttempt((n) => n + 1) };
}
