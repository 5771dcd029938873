/** CSV reading for the import wizard (papaparse), and the column-type guess from a header line. */
import Papa from 'papaparse';

/** Delimiters offered (ThingsBoard's import: comma, semicolon, pipe, tab). */
export const CSV_DELIMITERS = [',', ';', '|', '\t'] as const;

/** Rows of a CSV text (empty lines skipped). */
export function parseCsv(text: string, delimiter: string): string[][] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter, skipEmptyLines: 'greedy' });
  return result.data.map((row) => row.map((cell) => String(cell ?? '')));
}

const GUESS: Record<string, string> = {
  name: 'NAME',
  type: 'TYPE',
  label: 'LABEL',
  description: 'DESCRIPTION',
  accesstoken: 'ACCESS_TOKEN',
  token: 'ACCESS_TOKEN',
  gateway: 'IS_GATEWAY',
  isgateway: 'IS_GATEWAY',
  edgelicensekey: 'EDGE_LICENSE_KEY',
  licensekey: 'EDGE_LICENSE_KEY',
  cloudendpoint: 'CLOUD_ENDPOINT',
  routingkey: 'ROUTING_KEY',
  secret: 'SECRET',
};

/** Column type from a header cell ("Access token" → ACCESS_TOKEN); unknown headers become server attributes. */
export function guessColumnType(header: string | null, offered: readonly string[]): { type: string; key: string } {
  const norm = (header ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const type = GUESS[norm];
  if (type && offered.includes(type)) return { type, key: '' };
  return offered.includes('SERVER_ATTRIBUTE')
    ? { type: 'SERVER_ATTRIBUTE', key: (header ?? '').trim() }
    : { type: offered[0] ?? 'NAME', key: '' };
}
