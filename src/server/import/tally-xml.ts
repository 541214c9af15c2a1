import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Dec } from '../../domain/money';
import { parseSourceAmount } from '../../domain/import/headings';
import type { StockLine, TallyBooks, TallyMaster, TrialBalanceLine } from '../../domain/import/tally/books';
import { AppError } from '../errors';

/**
 * Tally's XML exports read into books (docs/import.md "Tally"): UTF-16LE with a BOM or UTF-8 decoded,
 * character references XML 1.0 forbids (`&#4;`) stripped, then parsed with fast-xml-parser in document order.
 * Each file's kind is told by its content: a Trial Balance (DSPACCINFO), masters (GROUP/LEDGER), a Stock
 * Summary (DSPSTKINFO), a Profit & Loss (PLNAME) or Balance Sheet (BSNAME) export. Blank amounts are 0.
 */

/** One parsed element in document order: `{ TAG: children, ':@': attributes }` or `{ '#text': … }`. */
type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
});

const malformed = (name: string, why: string): AppError => new AppError(400, 'malformed_xml', `${name}: ${why}`, [{ path: [name], message: why }]);

/** A code point XML 1.0 forbids even as a character reference (controls but tab, LF, CR; surrogates; U+FFFE/FFFF). */
function forbidden(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x9 && code !== 0xa && code !== 0xd) || (code >= 0xd800 && code <= 0xdfff) || code === 0xfffe || code === 0xffff || code > 0x10ffff
  );
}

/** The text of a Tally XML file: UTF-16LE/BE by their BOM (or LE by its zero high bytes), else UTF-8; forbidden references stripped. */
export function decodeTallyXml(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  } else if (bytes.length > 1 && bytes[0] !== 0 && bytes[1] === 0) {
    text = new TextDecoder('utf-16le').decode(bytes);
  } else {
    text = new TextDecoder('utf-8').decode(bytes.subarray(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0));
  }
  return text.replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (ref: string, n: string) =>
    forbidden(n[0] === 'x' || n[0] === 'X' ? parseInt(n.slice(1), 16) : Number(n)) ? '' : ref,
  );
}

const tagOf = (node: XmlNode): string => Object.keys(node).find((k) => k !== ':@') ?? '';
const childrenOf = (node: XmlNode): XmlNode[] => (Array.isArray(node[tagOf(node)]) ? (node[tagOf(node)] as XmlNode[]) : []);
const attr = (node: XmlNode, name: string): string | undefined => (node[':@'] as Record<string, string> | undefined)?.[`@_${name}`];

/** The text directly in a node. */
function textOf(node: XmlNode | undefined): string {
  return node === undefined
    ? ''
    : childrenOf(node)
        .map((c) => (typeof c['#text'] === 'string' ? c['#text'] : ''))
        .join('')
        .trim();
}

/** The first node with one of `tags` at or below `node`, depth first. */
function find(node: XmlNode, tags: readonly string[]): XmlNode | undefined {
  if (tags.includes(tagOf(node))) {
    return node;
  }
  for (const c of childrenOf(node)) {
    const hit = find(c, tags);
    if (hit) {
      return hit;
    }
  }
  return undefined;
}

/** Every node with one of `tags` at or below `nodes`, in document order (not below a hit). */
function findAll(nodes: readonly XmlNode[], tags: readonly string[], out: XmlNode[] = []): XmlNode[] {
  for (const n of nodes) {
    if (tags.includes(tagOf(n))) {
      out.push(n);
    } else {
      findAll(childrenOf(n), tags, out);
    }
  }
  return out;
}

/** An amount as Tally writes it ("-12500.00", "1,25,000.00", "12,500.00 Dr"; blank is 0) as an exact string. */
function amountOf(text: string, file: string, where: string): string {
  const plain = text.replace(/\s*(Dr|Cr)\.?$/i, '');
  const amount = plain === '' ? '0' : parseSourceAmount(plain);
  if (amount === null) {
    throw malformed(file, `${where}: "${text}" is no amount`);
  }
  return /Cr\.?$/i.test(text) ? `-${amount.replace(/^-/, '')}` : amount;
}

/** The (name, amount node) pairs of a Tally report: a DSPDISPNAME holder followed by its amounts. */
function pairs(nodes: readonly XmlNode[], nameTags: readonly string[], infoTags: readonly string[]): { name: string; info: XmlNode }[] {
  const out: { name: string; info: XmlNode }[] = [];
  let name: string | null = null;
  for (const n of findAll(nodes, [...nameTags, ...infoTags])) {
    if (nameTags.includes(tagOf(n))) {
      name = textOf(find(n, ['DSPDISPNAME']));
    } else if (name !== null) {
      out.push({ name, info: n });
      name = null;
    }
  }
  return out;
}

function trialBalance(root: XmlNode[], file: string): TrialBalanceLine[] {
  return pairs(root, ['DSPACCNAME'], ['DSPACCINFO']).map(({ name, info }) => {
    const signed = find(info, ['DSPCLAMTA']);
    if (signed) {
      // The single-amount variant: negative is debit.
      const a = amountOf(textOf(signed), file, name);
      return { name, balance: new Dec(a).neg().toString() };
    }
    const dr = new Dec(amountOf(textOf(find(info, ['DSPCLDRAMTA'])), file, name)).abs();
    const cr = new Dec(amountOf(textOf(find(info, ['DSPCLCRAMTA'])), file, name)).abs();
    return { name, balance: dr.minus(cr).toString() };
  });
}

function masters(root: XmlNode[]): { groups: TallyMaster[]; ledgers: TallyMaster[] } {
  const read = (n: XmlNode): TallyMaster => {
    const name = attr(n, 'NAME') ?? textOf(find(n, ['NAME']));
    const parent = textOf(childrenOf(n).find((c) => tagOf(c) === 'PARENT'));
    const reserved = attr(n, 'RESERVEDNAME') ?? textOf(childrenOf(n).find((c) => tagOf(c) === 'RESERVEDNAME'));
    return { name, parent: parent === '' || /^primary$/i.test(parent) ? null : parent, reserved: reserved === '' ? null : reserved };
  };
  const nodes = findAll(root, ['GROUP', 'LEDGER']);
  return { groups: nodes.filter((n) => tagOf(n) === 'GROUP').map(read), ledgers: nodes.filter((n) => tagOf(n) === 'LEDGER').map(read) };
}

function stockSummary(root: XmlNode[], file: string): StockLine[] {
  return pairs(root, ['DSPACCNAME'], ['DSPSTKINFO']).map(({ name, info }) => ({
    name,
    value: new Dec(amountOf(textOf(find(info, ['DSPCLAMTA'])), file, name)).abs().toString(),
  }));
}

/** The lines of a Profit & Loss (PLNAME/PLAMT) or Balance Sheet (BSNAME/BSAMT) export: the main amount, else the sub-amount. */
function statementLines(root: XmlNode[], file: string): { name: string; amount: string }[] {
  return pairs(root, ['BSNAME', 'PLNAME'], ['BSAMT', 'PLAMT']).map(({ name, info }) => {
    const main = textOf(find(info, ['BSMAINAMT', 'PLMAINAMT']));
    return { name, amount: amountOf(main !== '' ? main : textOf(find(info, ['BSSUBAMT', 'PLSUBAMT'])), file, name) };
  });
}

/** What one file adds to the books. */
type Part = Partial<Omit<TallyBooks, 'files'>> & { kind: 'trialBalance' | 'masters' | 'stockSummary' | 'statement' };

/** One Tally XML file; throws 400 `malformed_xml` with the reason and place, or `no_figures` for XML that is no Tally report. */
export function readTallyFile(bytes: Uint8Array, file: string): Part {
  const text = decodeTallyXml(bytes);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw malformed(file, `${valid.err.msg} (line ${valid.err.line}, column ${valid.err.col})`);
  }
  const root = parser.parse(text) as XmlNode[];
  if (find({ root }, ['DSPSTKINFO'])) {
    return { kind: 'stockSummary', stock: stockSummary(root, file) };
  }
  if (find({ root }, ['DSPACCINFO'])) {
    return { kind: 'trialBalance', trialBalance: trialBalance(root, file) };
  }
  if (find({ root }, ['GROUP', 'LEDGER'])) {
    return { kind: 'masters', ...masters(root) };
  }
  if (find({ root }, ['BSNAME', 'PLNAME'])) {
    const lines = statementLines(root, file);
    const net = lines.find((l) => /^nett?\s+(profit|loss)$/i.test(l.name));
    const stock = lines.find((l) => /^(closing stock|stock-in-hand)$/i.test(l.name));
    return {
      kind: 'statement',
      ...(net ? { netProfit: (/loss/i.test(net.name) ? new Dec(net.amount).abs().neg() : new Dec(net.amount).abs()).toString() } : {}),
      ...(stock ? { closingStock: new Dec(stock.amount).abs().toString() } : {}),
    };
  }
  throw new AppError(
    400,
    'no_figures',
    `${file}: not a Tally export this import reads (a Trial Balance, the masters, a Stock Summary, a Profit & Loss or a Balance Sheet)`,
  );
}

/** The books of several Tally files: one Trial Balance and any masters, Stock Summary and statements. */
export function readTallyFiles(files: readonly { name: string; bytes: Uint8Array }[]): TallyBooks {
  const parts = files.map((f) => readTallyFile(f.bytes, f.name));
  const tbs = parts.filter((p) => p.kind === 'trialBalance');
  if (tbs.length !== 1) {
    throw new AppError(
      400,
      'no_figures',
      tbs.length === 0
        ? 'No Trial Balance among the files: export it from Tally (Display → Trial Balance → Export, XML)'
        : 'Two Trial Balances in one import: import each year on its own, with its ?year=',
    );
  }
  const stocks = parts.filter((p) => p.stock);
  return {
    trialBalance: tbs[0]!.trialBalance!,
    groups: parts.flatMap((p) => p.groups ?? []),
    ledgers: parts.flatMap((p) => p.ledgers ?? []),
    stock: stocks.length === 0 ? null : stocks.flatMap((p) => p.stock!),
    netProfit: parts.find((p) => p.netProfit !== undefined)?.netProfit ?? null,
    closingStock: parts.find((p) => p.closingStock !== undefined)?.closingStock ?? null,
    files: files.map((f) => f.name),
  };
}
