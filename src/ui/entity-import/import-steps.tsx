/** The steps of the import wizard after the file: options, column mapping, progress and per-row results. */
import { useTranslation } from '../../i18n/use-translation';
import styled from 'styled-components';
import { Checkbox } from '../checkbox/checkbox';
import { Select } from '../select/select';
import { v } from '../theme/tokens';
import { CSV_DELIMITERS } from './csv';
import { SimpleTable } from '../table/simple-table';

/** A column's mapping. */
export interface ColumnMapping {
  type: string;
  key?: string;
}

/** A column type the wizard offers. */
export interface ColumnTypeOption {
  value: string;
  label: string;
  /** Needs a key (attribute / timeseries name). */
  keyed: boolean;
}

/** Result of one row. */
export interface RowResult {
  row: number;
  name: string;
  status: 'created' | 'updated' | 'error';
  message?: string;
}

const Grid = styled(SimpleTable)`
  th {
    padding-block: 4px;
  }
  td > div {
    margin-bottom: 0;
  }
  input[type='text'] {
    font: inherit;
    width: 100%;
    padding: 8px;
    border: 1px solid ${v('color-divider')};
    border-radius: 4px;
    background: ${v('color-surface')};
    color: ${v('color-text')};
  }
  .err {
    color: ${v('color-warn')};
  }
  .ok {
    color: ${v('color-success')};
  }
`;

const Bar = styled.div<{ $pct: number }>`
  height: 8px;
  border-radius: 4px;
  margin: 12px 0;
  background: color-mix(in srgb, ${v('color-primary')} 20%, transparent);
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${(p) => p.$pct}%;
    border-radius: 4px;
    background: ${v('color-primary')};
    transition: width 120ms linear;
  }
`;

const Errors = styled.ul`
  margin: 8px 0 0;
  padding-inline-start: 20px;
  color: ${v('color-warn')};
`;

const DELIMITER_KEYS: Record<string, string> = {
  ',': 'import.delimiter-comma',
  ';': 'import.delimiter-semicolon',
  '|': 'import.delimiter-pipe',
  '\t': 'import.delimiter-tab',
};

export interface ImportOptionsProps {
  delimiter: string;
  onDelimiter(d: string): void;
  header: boolean;
  onHeader(h: boolean): void;
  update: boolean;
  onUpdate(u: boolean): void;
  rows: number;
}

export function ImportOptions({
  delimiter,
  onDelimiter,
  header,
  onHeader,
  update,
  onUpdate,
  rows,
}: ImportOptionsProps) {
  const { t } = useTranslation();
  return (
    <div data-testid="import-options">
      <Select<string>
        label={t('import.delimiter')}
        value={delimiter}
        onChange={onDelimiter}
        options={CSV_DELIMITERS.map((d) => ({ value: d, label: t(DELIMITER_KEYS[d]!) }))}
        testId="import-delimiter"
      />
      <Checkbox
        label={t('import.first-line-header')}
        checked={header}
        onChange={onHeader}
        data-testid="import-header"
      />
      <br />
      <Checkbox label={t('import.update-existing')} checked={update} onChange={onUpdate} data-testid="import-update" />
      <p>{t('import.rows-found', { count: rows })}</p>
    </div>
  );
}

export interface ImportColumnsProps {
  columns: readonly ColumnMapping[];
  onChange(columns: ColumnMapping[]): void;
  types: readonly ColumnTypeOption[];
  sample: readonly string[];
  errors: readonly string[];
}

export function ImportColumns({ columns, onChange, types, sample, errors }: ImportColumnsProps) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<ColumnMapping>) =>
    onChange(columns.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  return (
    <div data-testid="import-columns">
      <Grid>
        <thead>
          <tr>
            <th>#</th>
            <th>{t('import.example-value')}</th>
            <th>{t('import.column-type')}</th>
            <th>{t('import.column-key')}</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((c, i) => {
            const keyed = types.find((x) => x.value === c.type)?.keyed ?? false;
            return (
              <tr key={i} data-column={i}>
                <td>{i + 1}</td>
                <td>{sample[i] ?? ''}</td>
                <td>
                  <Select<string>
                    label={t('import.column-type')}
                    value={c.type}
                    onChange={(type) => set(i, { type })}
                    options={types.map((x) => ({ value: x.value, label: x.label }))}
                    testId={`column-type-${i}`}
                  />
                </td>
                <td>
                  {keyed ? (
                    <input
                      type="text"
                      aria-label={t('import.column-key')}
                      value={c.key ?? ''}
                      onChange={(e) => set(i, { key: e.target.value })}
                      data-testid={`column-key-${i}`}
                    />
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Grid>
      {errors.length ? (
        <Errors role="alert">
          {errors.map((e) => (
            <li key={e}>{t(e)}</li>
          ))}
        </Errors>
      ) : null}
    </div>
  );
}

export function ImportProgress({ total, results }: { total: number; results: readonly RowResult[] }) {
  const { t } = useTranslation();
  const pct = total ? Math.round((results.length / total) * 100) : 100;
  const count = (s: RowResult['status']) => results.filter((r) => r.status === s).length;
  return (
    <div data-testid="import-progress">
      <div
        role="progressbar"
        aria-label={t('import.progress')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={results.length}
      >
        <Bar $pct={pct} />
      </div>
      <p data-testid="import-summary">
        {t('import.summary', {
          done: results.length,
          total,
          created: count('created'),
          updated: count('updated'),
          errors: count('error'),
        })}
      </p>
      <Grid>
        <thead>
          <tr>
            <th>{t('import.row')}</th>
            <th>{t('import.entity-name')}</th>
            <th>{t('import.result')}</th>
          </tr>
        </thead>
        <tbody>
          {results.map((r) => (
            <tr key={r.row} data-result={r.status}>
              <td>{r.row}</td>
              <td>{r.name}</td>
              <td className={r.status === 'error' ? 'err' : 'ok'}>
                {r.status === 'error'
                  ? `${t('import.result-error')}: ${r.message ?? ''}`
                  : t(`import.result-${r.status}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </Grid>
    </div>
  );
}
