import type { UserProfile } from '../../../contract/report';

/** The product's name, printed in the footer only when the firm chooses it (the CA signs the document, not us). */
export const PRODUCT_NAME = 'CreditGrid';

/**
 * `text` as a CSS string literal: every character but letters, digits and spaces as a hex escape, so no firm name
 * can end the string or the rule (the `<style>` it goes into is text, never parsed as HTML).
 */
export function cssString(text: string): string {
  return `"${[...text].map((c) => (/^[\p{L}\p{N} ]$/u.test(c) ? c : `\\${c.codePointAt(0)!.toString(16)} `)).join('')}"`;
}

/** The footer's left side: the firm's name, then "Prepared with CreditGrid" when the firm chose it. */
export function footerText(profile: UserProfile): string {
  const parts = [profile.firm_name, profile.print_product_name ? `Prepared with ${PRODUCT_NAME}` : ''].filter((p) => p !== '');
  return parts.join(' · ');
}

/**
 * The printed footer of the CMA report: the firm's name bottom left of every page (the page "n of N" is bottom right,
 * report.css). A margin box's content can only come from CSS, so it is written as a rule of the named page.
 */
export function PrintFooter({ profile }: { profile: UserProfile }) {
  return <style>{`@page cma-report { @bottom-left { content: ${cssString(footerText(profile))}; } }`}</style>;
}
