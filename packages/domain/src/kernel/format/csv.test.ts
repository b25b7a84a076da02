import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTableCsv, escapeCsvField, toCsv, type CsvOptions } from './csv';
import type { TableColumnConfig } from './tableColumns';
import { casesByRule } from '../testing/casesByRule';

/** A small RFC 4180 reader, to check that what we write reads back the same. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  return rows;
}

describe('escapeCsvField', () => {
  const fields = casesByRule<[value: string, options: CsvOptions | undefined, escaped: string]>({
    'leaves plain text alone and quotes separators, quotes, line breaks and edge spaces': [
      ['plain', undefined, 'plain'], ['a,b', undefined, '"a,b"'], ['say "hi"', undefined, '"say ""hi"""'],
      ['two\nlines', undefined, '"two\nlines"'], ['cr\rhere', undefined, '"cr\rhere"'], [' padded ', undefined, '" padded "'],
      ['a;b', { separator: ';' }, '"a;b"'], ['', undefined, ''],
    ],
    'neutralises spreadsheet formulas but not plain numbers': [
      ['=SUM(A1:A2)', undefined, "'=SUM(A1:A2)"], ['@cmd', undefined, "'@cmd"], ['+123abc', undefined, "'+123abc"],
      ['-5.00', undefined, '-5.00'], ['+263771234567', undefined, '+263771234567'], ['=1+1', { guardFormulas: false }, '=1+1'],
    ],
  });

  it.each(fields)('%s: %j with %j → %j', (_rule, value, options, escaped) => {
    expect(escapeCsvField(value, options)).toBe(escaped);
  });
});

describe('toCsv', () => {
  it('ends every row with CRLF and can start with a byte order mark', () => {
    expect(toCsv([['a', 'b'], ['1', '2']])).toBe('a,b\r\n1,2\r\n');
    expect(toCsv([['a']], { bom: true })).toBe('\uFEFFa\r\n');
    expect(toCsv([['a', 'b']], { newline: '\n', separator: ';' })).toBe('a;b\n');
    expect(toCsv([[{ trusted: '-$5.00' }, '-$5.00']])).toBe("-$5.00,'-$5.00\r\n");
  });

  it('reads back exactly what it wrote (property)', () => {
    const safeField = fc.string({ unit: fc.constantFrom('a', 'ب', ' ', ',', '"', '\n', '\r', '1', '.', 'x') }).filter((s) => !/^[=+\-@\t\r]/.test(s));
    fc.assert(
      fc.property(fc.array(fc.array(safeField, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        const table = rows.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? ''));
        expect(parseCsv(toCsv(table))).toEqual(table);
      }),
    );
  });
});

describe('buildTableCsv', () => {
  const columns: TableColumnConfig[] = [
    { TITLE: 'Number', TYPE: 'accNbr', VALUE: 'accNbr', CAN_COPY: 'Y' },
    { TITLE: 'Created', TYPE: 'date', VALUE: 'createdDate' },
    { TITLE: 'Time', TYPE: 'datetime', VALUE: 'stateDate' },
    { TITLE: 'Amount', TYPE: 'price', VALUE: 'amount' },
    { TITLE: 'Remarks', TYPE: 'text', VALUE: 'remarks' },
  ];
  const rows = [
    { accNbr: '0771234567', createdDate: '2024-01-01', stateDate: '2024-01-01 10:20:30', amount: 1234.5, remarks: 'Paid, "thanks"' },
    { accNbr: '0779876543', createdDate: null, stateDate: '', amount: -5, remarks: '=HYPERLINK("x")' },
  ];

  it('writes headings, then the cells formatted as the table shows them, empty values empty', () => {
    const csv = buildTableCsv(columns, rows, { currencySymbol: '$', currencyPosition: 'before' });
    expect(csv).toBe(
      'Number,Created,Time,Amount,Remarks\r\n' +
        '0771234567,1st Jan 2024,1st Jan 2024 10:20:30,"$1,234.50","Paid, ""thanks"""\r\n' +
        '0779876543,,,-$5.00,"\'=HYPERLINK(""x"")"\r\n',
    );
  });

  it('uses translated headings when given', () => {
    const csv = buildTableCsv(columns.slice(0, 1), [], { headers: ['الرقم'], bom: true });
    expect(csv).toBe('\uFEFFالرقم\r\n');
  });
});
