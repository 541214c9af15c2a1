import { useCallback, useState } from 'react';

/**
 * The companies a card's legend has switched off, and the toggle its legend buttons call.
 * Legends drawn as HTML (Net Cash Accrual, Current Ratio) keep this state themselves.
 */
export function useHiddenCompanies(): [ReadonlySet<string>, (company: string) => void] {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback((company: string) => {
    setHidden((prev) => {
      const next = new Set(prev);
      if (!next.delete(company)) {
        next.add(company);
      }
      return next;
    });
  }, []);
  return [hidden, toggle];
}
