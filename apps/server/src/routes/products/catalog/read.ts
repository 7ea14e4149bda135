// Reading an uploaded catalogue CSV (issue 24): the bytes decoded (UTF-8 with or without BOM, else
// Windows-1252: what Excel saves), the separator sniffed from the header row, and the rows parsed by
// csv-parse as a stream over the decoded text (quotes, separators and line breaks inside cells), each with
// the line of the file it starts on.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { CATALOG_CSV_MAX_BYTES, CATALOG_CSV_MAX_ROWS, type CatalogRecord } from '@panel/domain';
import { HttpError } from '../../../http-error.js';
import { INVALID_REQUEST } from '../../../plugins/errors.js';

/** How the file was read. */
export interface CatalogFile {
  encoding: 'utf-8' | 'windows-1252';
  bom: boolean;
  separator: ';' | ',' | '\t';
  header: string[];
  records: CatalogRecord[];
}

/** The refusals of a file that cannot be read at all (Spanish details after the contract's codes). */
export const CATALOG_FILE_MESSAGES = {
  tooLarge: 'File too large: el archivo pesa más de 5 MB; divídelo en partes',
  tooManyRows: 'File too large: el archivo tiene más de 10.000 filas; divídelo en partes',
  empty: `${INVALID_REQUEST}: el archivo está vacío`,
  excel: `${INVALID_REQUEST}: es un archivo de Excel (.xlsx o .xls); guárdalo como «CSV UTF-8» o «CSV (delimitado por comas)» y vuelve a subirlo`,
  utf16: `${INVALID_REQUEST}: el archivo está en UTF-16; guárdalo como «CSV UTF-8» y vuelve a subirlo`,
  binary: `${INVALID_REQUEST}: el archivo no es un CSV (texto separado por punto y coma, coma o tabulación)`,
  oneColumn: `${INVALID_REQUEST}: la primera fila tiene una sola columna; el archivo debe separar las columnas con punto y coma, coma o tabulación`,
  malformed: (line: number) =>
    `${INVALID_REQUEST}: el archivo no es un CSV válido cerca de la línea ${line} (¿unas comillas sin cerrar?)`,
} as const;

/** Bytes → text: a UTF-8 BOM stripped; strict UTF-8, else Windows-1252. */
export function decodeCatalog(
  bytes: Buffer,
): Pick<CatalogFile, 'encoding' | 'bom'> & { text: string } {
  if (bytes.length === 0) throw new HttpError(400, CATALOG_FILE_MESSAGES.empty);
  if (bytes.length > CATALOG_CSV_MAX_BYTES)
    throw new HttpError(413, CATALOG_FILE_MESSAGES.tooLarge);
  // .xlsx is a zip; .xls an OLE compound file.
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    throw new HttpError(400, CATALOG_FILE_MESSAGES.excel);
  }
  if (bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0) {
    throw new HttpError(400, CATALOG_FILE_MESSAGES.excel);
  }
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new HttpError(400, CATALOG_FILE_MESSAGES.utf16);
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  if (body.includes(0)) throw new HttpError(400, CATALOG_FILE_MESSAGES.binary);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8', bom };
  } catch {
    // iconv-lite, not TextDecoder: Node's 'windows-1252' decoder is Latin-1 (0x80 gives U+0080, not €).
    return { text: iconv.decode(body, 'windows-1252'), encoding: 'windows-1252', bom };
  }
}

/** The separator of the header row: the most frequent of `;`, `,` and TAB outside quotes. */
export function sniffSeparator(text: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && i < 64 * 1024; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && (c === ';' || c === ',' || c === '\t')) counts[c] += 1;
  }
  const best = (Object.entries(counts) as [';' | ',' | '\t', number][]).sort(
    (a, b) => b[1] - a[1],
  )[0];
  if (!best || best[1] === 0) throw new HttpError(400, CATALOG_FILE_MESSAGES.oneColumn);
  return best[0];
}

/** Bytes fed to the parser at a time. */
const CHUNK = 64 * 1024;

/** Line breaks (LF, CRLF, a lone CR) in `bytes[from, to)`. */
function lineBreaks(bytes: Buffer, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const b = bytes[i];
    if (b === 0x0a) n += 1;
    else if (b === 0x0d && bytes[i + 1] !== 0x0a) n += 1;
  }
  return n;
}

/**
 * Decodes and parses the file: its header and data rows (blank rows kept out), each row with the line it
 * starts on. 400 for a file that is not a CSV, 413 over 5 MB or 10,000 data rows.
 */
export async function readCatalogFile(upload: Buffer): Promise<CatalogFile> {
  const { text, encoding, bom } = decodeCatalog(upload);
  if (text.trim() === '') throw new HttpError(400, CATALOG_FILE_MESSAGES.empty);
  const separator = sniffSeparator(text);
  const parser = parse({
    delimiter: separator,
    info: true,
    relax_column_count: true,
    // A stray quote inside an unquoted cell (`Remera 3/4"`) is kept as text.
    relax_quotes: true,
  });
  // Fed as UTF-8 bytes: csv-parse's `info.bytes` then says where each record ends, and the line a row
  // starts on is counted from the line breaks before it (its own `info.lines` counts a CRLF inside a
  // quoted cell twice).
  const bytes = Buffer.from(text, 'utf8');
  const source = Readable.from(
    (function* chunks() {
      for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
    })(),
  );
  let header: string[] | null = null;
  const records: CatalogRecord[] = [];
  let consumed = 0;
  let breaks = 0;
  try {
    for await (const item of source.pipe(parser) as AsyncIterable<{
      record: string[];
      info: { bytes: number };
    }>) {
      const line = breaks + 1;
      breaks += lineBreaks(bytes, consumed, item.info.bytes);
      consumed = item.info.bytes;
      if (header === null) {
        header = item.record;
        continue;
      }
      if (item.record.every((cell) => cell.trim() === '')) continue;
      if (records.length >= CATALOG_CSV_MAX_ROWS) {
        throw new HttpError(413, CATALOG_FILE_MESSAGES.tooManyRows);
      }
      records.push({ line, cells: item.record });
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw new HttpError(400, CATALOG_FILE_MESSAGES.malformed(breaks + 1));
  }
  if (header === null || header.length < 2) {
    throw new HttpError(400, CATALOG_FILE_MESSAGES.oneColumn);
  }
  return { encoding, bom, separator, header, records };
}
