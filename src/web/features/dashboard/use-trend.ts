import { useEffect, useState } from 'react';
import type { AmountUnit } from '../../../contract';
import { fetchTrend } from './api';
import type { TrendData } from './api';

/**
 * The analysis's periods and trend, loaded once per analysis; undefined until they arrive, null when they cannot.
 * `onUnit` hears the entry unit they came in (the session takes it from there, not from storage).
 */
export function useTrend(tokenId: number | null, onUnit: (tokenId: number, unit: AmountUnit) => void): TrendData | null | undefined {
  const [trend, setTrend] = useState<{ tokenId: number; data: TrendData | null } | null>(null);
  useEffect(() => {
    if (tokenId === null) {
      return;
    }
    let current = true;
    fetchTrend(tokenId).then(
      (data) => {
        if (current) {
          setTrend({ tokenId, data });
          onUnit(tokenId, data.unit);
        }
      },
      (error: unknown) => {
        console.error("Dashboard: couldn't load the periods", error);
        if (current) {
          setTrend({ tokenId, data: null });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [tokenId, onUnit]);
  return trend?.tokenId === tokenId ? trend.data : undefined;
}
