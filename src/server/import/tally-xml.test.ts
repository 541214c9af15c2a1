import { describe, expect, it } from 'vitest';
import { SAMPLE_MASTERS_XML, SAMPLE_PL_XML, SAMPLE_STOCK_XML, SAMPLE_TB_XML, sampleBooks, utf16le } from '../../domain/import/tally/sample-books.fixture';
import { AppError } from '../errors';
import { decodeTallyXml, readTallyFile, readTallyFiles } from './tally-xml';

const utf8 = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

describe('Tally XML', () => {
  it('decodes UTF-16LE with a BOM and UTF-8, and strips the references XML 1.0 forbids', () => {
    const xml = '<A><P>&#4; Primary</P><Q>&#38; &#x41;</Q></A>';
    expect(decodeTallyXml(utf16le(xml))).toBe('<A><P> Primary</P><Q>&#38; &#x41;</Q></A>');
    expect(decodeTallyXml(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(xml)]))).toBe('<A><P> Primary</P><Q>&#38; &#x41;</Q></A>');
    expect(decodeTallyXml(utf8('<A>₹ &#x1F;</A>'))).toBe('<A>₹ </A>');
  });

  it('reads the sample Trial Balance (UTF-16LE), masters, Stock Summary and Profit & Loss into the books', () => {
    const books = readTallyFiles([
      { name: 'tb.xml', bytes: utf16le(SAMPLE_TB_XML) },
      { name: 'masters.xml', bytes: utf16le(SAMPLE_MASTERS_XML) },
      { name: 'stock.xml', bytes: utf8(SAMPLE_STOCK_XML) },
      { name: 'pl.xml', bytes: utf8(SAMPLE_PL_XML) },
    ]);
    const want = sampleBooks();
    expect(books.trialBalance).toEqual(want.trialBalance);
    expect(books.groups).toEqual(want.groups);
    expect(books.ledgers).toEqual(want.ledgers);
    expect(books.stock).toEqual(want.stock);
    expect([books.netProfit, books.closingStock, books.files]).toEqual(['570000', '400000', ['tb.xml', 'masters.xml', 'stock.xml', 'pl.xml']]);
  });

  it('reads the signed single-amount variant (negative is debit) and a blank amount as 0', () => {
    const xml = `<ENVELOPE>
      <DSPACCNAME><DSPDISPNAME>Cash</DSPDISPNAME></DSPACCNAME><DSPACCINFO><DSPCLAMT><DSPCLAMTA>-1,25,000.50</DSPCLAMTA></DSPCLAMT></DSPACCINFO>
      <DSPACCNAME><DSPDISPNAME>Capital</DSPDISPNAME></DSPACCNAME><DSPACCINFO><DSPCLAMT><DSPCLAMTA>125000.50</DSPCLAMTA></DSPCLAMT></DSPACCINFO>
      <DSPACCNAME><DSPDISPNAME>Rent</DSPDISPNAME></DSPACCNAME><DSPACCINFO><DSPCLAMT><DSPCLAMTA></DSPCLAMTA></DSPCLAMT></DSPACCINFO>
    </ENVELOPE>`;
    expect(readTallyFile(utf8(xml), 'tb.xml').trialBalance).toEqual([
      { name: 'Cash', balance: '125000.5' },
      { name: 'Capital', balance: '-125000.5' },
      { name: 'Rent', balance: '0' },
    ]);
  });

  it('refuses malformed XML with the reason and place, an amount that is none, and XML that is no Tally report', () => {
    const fail = (f: () => unknown): unknown[] | undefined => {
      try {
        f();
      } catch (e) {
        return e instanceof AppError ? [e.statusCode, e.code, e.message] : [e];
      }
      return undefined;
    };
    expect(fail(() => readTallyFile(utf8('<ENVELOPE>\n<DSPACCNAME></ENVELOPE>'), 'tb.xml'))).toEqual([
      400,
      'malformed_xml',
      "tb.xml: Expected closing tag 'DSPACCNAME' (opened in line 2, col 1) instead of closing tag 'ENVELOPE'. (line 2, column 13)",
    ]);
    expect(
      fail(() =>
        readTallyFile(
          utf8(
            '<ENVELOPE><DSPACCNAME><DSPDISPNAME>Cash</DSPDISPNAME></DSPACCNAME><DSPACCINFO><DSPCLAMT><DSPCLAMTA>twelve</DSPCLAMTA></DSPCLAMT></DSPACCINFO></ENVELOPE>',
          ),
          'tb.xml',
        ),
      ),
    ).toEqual([400, 'malformed_xml', 'tb.xml: Cash: "twelve" is no amount']);
    expect(fail(() => readTallyFile(utf8('<html><body>hi</body></html>'), 'x.xml'))?.slice(0, 2)).toEqual([400, 'no_figures']);
    expect(fail(() => readTallyFiles([{ name: 'm.xml', bytes: utf8(SAMPLE_MASTERS_XML) }]))?.slice(0, 2)).toEqual([400, 'no_figures']);
  });
});
