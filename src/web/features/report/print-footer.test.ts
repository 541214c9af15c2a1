import { describe, expect, it } from 'vitest';
import { cssString, footerText } from './print-footer';

describe('the printed footer', () => {
  it('names the firm, and the product only when the firm chooses it', () => {
    expect(footerText({ firm_name: 'Rao & Co.', prepared_by: 'S. Rao', print_product_name: false })).toBe('Rao & Co.');
    expect(footerText({ firm_name: 'Rao & Co.', prepared_by: 'S. Rao', print_product_name: true })).toBe('Rao & Co. · Prepared with CreditGrid');
    expect(footerText({ firm_name: '', prepared_by: '', print_product_name: false })).toBe('');
  });

  it('writes a firm name as a CSS string that nothing in it can end', () => {
    // An escape ends at the space after its hex digits, so "& " is "\26" and two spaces.
    expect(cssString('Rao & Co.')).toBe('"Rao \\26  Co\\2e "');
    const hostile = cssString('x"; } body { display: none } </style><script>');
    expect(hostile.slice(1, -1)).not.toMatch(/["{};<>]/);
    expect(cssString('Ärzte 42')).toBe('"Ärzte 42"');
  });
});
