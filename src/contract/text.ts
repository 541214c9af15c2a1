import { z } from 'zod';

/** C0 and C1 control characters and DEL; a multi-line text may still hold tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
/**
 * The bidirectional embeddings, overrides and isolates (LRE…RLO, LRI…PDI): they make a name print reversed
 * or out of order ("Trojan Source"). The implicit marks LRM and RLM, which cannot reorder text, stay allowed.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (not valid UTF-16). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The one schema of user-supplied text on the wire (every text field and query parameter): a string without
 * control characters (NUL included) or unpaired surrogates, which could not be stored or shown faithfully,
 * nor bidirectional override and isolate characters, which make it print reordered. `multiline` keeps tab
 * and line breaks (a message body); `shown: false` lets a secret that is never displayed (a password) keep
 * bidi characters. Chain `.trim()`, `.min()`, `.max()` as for any zod string.
 */
export function text(options: { multiline?: boolean; shown?: boolean } = {}) {
  const control = options.multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  const checked = z
    .string()
    .refine((s) => !control.test(s), 'must not contain control characters')
    .refine((s) => !LONE_SURROGATE.test(s), 'must not contain unpaired surrogates (invalid Unicode)');
  return options.shown === false
    ? checked
    : checked.refine((s) => !BIDI_CONTROL.test(s), 'must not contain bidirectional override or isolate characters (U+202A–U+202E, U+2066–U+2069)');
}

/**
 * The longest start of `s` that fits in `max` UTF-16 code units (the length the schemas' `.max()` counts),
 * cut between graphemes: never inside a surrogate pair (which would leave an unpaired half, shown as �),
 * nor between a letter and its combining marks or inside an emoji sequence.
 */
export function cutText(s: string, max: number): string {
  let out = '';
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)) {
    if (out.length + segment.length > max) {
      break;
    }
    out += segment;
  }
  return out;
}
