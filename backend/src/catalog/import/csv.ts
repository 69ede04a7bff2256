export class CsvError extends Error {}

const DELIMITERS = [',', ';', '\t'] as const;

/**
 * The delimiter of the header line: a comma, or the semicolon a Dutch spreadsheet writes, or a
 * tab; whichever occurs most outside quotes.
 */
function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/**
 * RFC 4180 records: quoted fields may hold delimiters, doubled quotes and line breaks; CRLF or
 * LF line ends; a leading byte-order mark is dropped. One record per spreadsheet row.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const delimiter = detectDelimiter(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        field += char;
      }
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      line++;
    } else field += char;
  }
  if (quoted) throw new CsvError(`a quoted field opened before line ${line} is never closed`);
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}
