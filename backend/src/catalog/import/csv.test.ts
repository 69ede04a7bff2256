import { describe, expect, it } from '@jest/globals';
import { CsvError, parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads plain records with comma, semicolon or tab, CRLF or LF', () => {
    expect(parseCsv('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a;b\r\n1,5;2\r\n')).toEqual([
      ['a', 'b'],
      ['1,5', '2'],
    ]);
    expect(parseCsv('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps delimiters, doubled quotes and line breaks inside quotes', () => {
    expect(parseCsv('name,description\n"Laken, wit","Zegt ""zacht""\nen mooi"\n')).toEqual([
      ['name', 'description'],
      ['Laken, wit', 'Zegt "zacht"\nen mooi'],
    ]);
  });

  it('drops a byte-order mark and keeps empty fields', () => {
    expect(parseCsv('\uFEFFid,name,price\n,Laken,\n')).toEqual([
      ['id', 'name', 'price'],
      ['', 'Laken', ''],
    ]);
  });

  it('refuses an unclosed quote', () => {
    expect(() => parseCsv('a,b\n"1,2\n')).toThrow(CsvError);
  });
});
