import { Dec } from './money';

/**
 * Arithmetic typed into a cell, as an Excel user writes it: `=1200+350-45.5`, `=2,40,000*12`,
 * `=(1,500 + 300) ÷ 2`. Figures may be grouped the Indian or the Western way; the operators are
 * + − × ÷ (also `-`, `*`, `x`, `/`) and brackets, with the usual precedence and unary signs. There are no
 * references to other cells: totals are what the derived rows compute.
 *
 * Evaluated exactly with decimal.js (a quotient to 34 significant digits); the result is a figure like any
 * typed one, so the amount rules (2 decimals, minimum 0, the size limit, the unit) apply to it afterwards.
 */

/** The result of {@link evaluateArithmetic}: the exact value, or why the expression was refused. */
export type ArithmeticResult = { readonly ok: true; readonly value: Dec } | { readonly ok: false; readonly reason: string };

/** Digits without commas, or grouped the Western way (12,345,678) or the Indian way (1,23,45,678). */
const PLAIN_DIGITS = /^\d*$/;
const WESTERN_GROUPS = /^\d{1,3}(,\d{3})+$/;
const INDIAN_GROUPS = /^\d{1,2}(,\d{2})*,\d{3}$/;

/** True when the whole-number part of a figure is plain digits or validly grouped (Indian or Western). */
export function isGroupedDigits(whole: string): boolean {
  return PLAIN_DIGITS.test(whole) || WESTERN_GROUPS.test(whole) || INDIAN_GROUPS.test(whole);
}

const OPERATORS: Readonly<Record<string, '+' | '-' | '*' | '/'>> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '–': '-',
  '*': '*',
  '×': '*',
  x: '*',
  X: '*',
  '/': '/',
  '÷': '/',
};

type Token = { readonly kind: 'number'; readonly value: Dec } | { readonly kind: 'op'; readonly op: '+' | '-' | '*' | '/' } | { readonly kind: '(' | ')' };

class Refusal extends Error {}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === '(' || c === ')') {
      tokens.push({ kind: c });
      i += 1;
    } else if (OPERATORS[c]) {
      tokens.push({ kind: 'op', op: OPERATORS[c] });
      i += 1;
    } else if (/[\d.,]/.test(c)) {
      const figure = /^[\d,]*(\.\d*)?/.exec(text.slice(i))![0];
      const [whole = '', fraction] = figure.split('.');
      if (!/\d/.test(figure) || !isGroupedDigits(whole)) {
        throw new Refusal(`"${figure}" is not a figure`);
      }
      const last = tokens[tokens.length - 1];
      if (last?.kind === 'number' || last?.kind === ')') {
        throw new Refusal(`"${figure}" follows a figure with no operator between them`);
      }
      tokens.push({ kind: 'number', value: new Dec(`${whole.replace(/,/g, '') || '0'}.${fraction || '0'}`) });
      i += figure.length;
    } else if (/[a-z]/i.test(c)) {
      throw new Refusal('cell references and functions are not supported (the derived rows compute totals)');
    } else {
      throw new Refusal(`"${c}" is not an operator (use + − × ÷ and brackets)`);
    }
  }
  return tokens;
}

/** Recursive descent over the tokens: expression = term {(+|−) term}; term = factor {(×|÷) factor}; factor = (+|−) factor | figure | (expression). */
class Parser {
  private at = 0;
  constructor(private readonly tokens: readonly Token[]) {}

  parse(): Dec {
    const value = this.expression();
    if (this.at < this.tokens.length) {
      throw new Refusal('the expression does not end where expected');
    }
    return value;
  }

  private peek(): Token | undefined {
    return this.tokens[this.at];
  }

  private expression(): Dec {
    let value = this.term();
    for (let t = this.peek(); t?.kind === 'op' && (t.op === '+' || t.op === '-'); t = this.peek()) {
      this.at += 1;
      const right = this.term();
      value = t.op === '+' ? value.plus(right) : value.minus(right);
    }
    return value;
  }

  private term(): Dec {
    let value = this.factor();
    for (let t = this.peek(); t?.kind === 'op' && (t.op === '*' || t.op === '/'); t = this.peek()) {
      this.at += 1;
      const right = this.factor();
      if (t.op === '/' && right.isZero()) {
        throw new Refusal('division by zero');
      }
      value = t.op === '*' ? value.times(right) : value.dividedBy(right);
    }
    return value;
  }

  private factor(): Dec {
    const t = this.peek();
    this.at += 1;
    if (t?.kind === 'number') {
      return t.value;
    }
    if (t?.kind === 'op' && (t.op === '+' || t.op === '-')) {
      const value = this.factor();
      return t.op === '-' ? value.negated() : value;
    }
    if (t?.kind === '(') {
      const value = this.expression();
      if (this.peek()?.kind !== ')') {
        throw new Refusal('a bracket is not closed');
      }
      this.at += 1;
      return value;
    }
    throw new Refusal(t === undefined ? 'the expression ends too soon' : 'an operator is missing a figure');
  }
}

/**
 * Evaluates the arithmetic after a leading `=` ({@link evaluateArithmetic}`('=1200+350-45.5')` is 1504.5).
 * @returns the exact value, or `{ok: false, reason}` for anything that is not arithmetic on figures.
 */
export function evaluateArithmetic(text: string): ArithmeticResult {
  const body = text.trim().replace(/^=/, '');
  try {
    const tokens = tokenize(body);
    if (tokens.length === 0) {
      return { ok: false, reason: 'the expression is empty' };
    }
    return { ok: true, value: new Parser(tokens).parse() };
  } catch (e) {
    if (e instanceof Refusal) {
      return { ok: false, reason: e.message };
    }
    throw e;
  }
}
