/**
 * Text that is safe to hand to ApexCharts where it becomes HTML (tooltip titles and values, legend
 * labels, titles): every user-supplied string went through {@link escapeChartHtml}. The brand makes
 * the type checker refuse a raw company name wherever the chart options expect this type.
 */
export type ChartHtml = string & { readonly __chartHtml: unique symbol };

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * The one escaping helper of the charts: ApexCharts writes tooltip and legend text with innerHTML,
 * so a company named `<img src=x>` would otherwise become an element that fires a request.
 */
export function escapeChartHtml(text: string): ChartHtml {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c) as ChartHtml;
}

/**
 * Wraps a formatter so whatever text it returns is escaped before ApexCharts puts it in HTML.
 * ApexCharts passes numbers or strings, and sometimes nothing, as the first argument.
 */
export function htmlFormatter<A extends unknown[]>(format: (...args: A) => string): (...args: A) => ChartHtml {
  return (...args: A) => escapeChartHtml(format(...args));
}
