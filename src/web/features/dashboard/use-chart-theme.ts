import { useSyncExternalStore } from 'react';
import type { ChartTheme } from './chart-theme';

/** Calls `onChange` whenever the class list of <html> changes; returns the unsubscribe. */
function subscribeToHtmlClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

function currentTheme(): ChartTheme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * The chart theme, following the `dark` class on <html> (spec §9). Watching the class rather than the
 * UI store keeps the charts right whoever toggles the theme, without depending on store internals.
 */
export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribeToHtmlClass, currentTheme, () => 'light');
}
