/**
 * CSV import wizard (after ThingsBoard's import dialog): 1 select a .csv file; 2 delimiter,
 * header line and "update existing"; 3 the type of each column (name, type, label, attributes per scope,
 * timeseries, …) with example values; 4 the rows are imported one by one with a progress bar, then the counts and
 * a per-row result. The import of a row is the caller's (`importRow`).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';
import { FileInput, type LoadedFile } from '../file-input/file-input';
import {
  ImportColumns,
  ImportOptions,
  ImportProgress,
  type ColumnMapping,
  type ColumnTypeOption,
  type RowResult,
} from './import-steps';
import { guessColumnType, parseCsv } from './csv';

export interface ImportWizardProps {
  title: string;
  columnTypes: readonly ColumnTypeOption[];
  /** Locale keys of mapping errors (empty: valid). */
  validate(columns: readonly ColumnMapping[]): string[];
  importRow(
    columns: readonly ColumnMapping[],
    cells: readonly string[],
    updateExisting: boolean,
  ): Promise<'created' | 'updated'>;
  onClose(changed: boolean): void;
}

type Step = 'file' | 'options' | 'columns' | 'import';

export function ImportWizard({ title, columnTypes, validate, importRow, onClose }: ImportWizardProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('file');
  const [files, setFiles] = useState<LoadedFile[]>([]);
  const [delimiter, setDelimiter] = useState(',');
  const [header, setHeader] = useState(true);
  const [update, setUpdate] = useState(true);
  const [columns, setColumns] = useState<ColumnMapping[]>([]);
  const [results, setResults] = useState<RowResult[]>([]);
  const [running, setRunning] = useState(false);
  const rows = files[0] ? parseCsv(String(files[0].content), delimiter) : [];
  const data = header ? rows.slice(1) : rows;
  const offered = columnTypes.map((c) => c.value);
  const errors = step === 'columns' ? validate(columns) : [];

  const toColumns = () => {
    const width = Math.max(0, ...rows.map((r) => r.length));
    setColumns(
      Array.from({ length: width }, (_, i) => guessColumnType(header ? (rows[0]?.[i] ?? null) : null, offered)),
    );
    setStep('columns');
  };
  const run = async () => {
    setStep('import');
    setRunning(true);
    const nameAt = columns.findIndex((c) => c.type === 'NAME');
    const out: RowResult[] = [];
    for (const [i, cells] of data.entries()) {
      const name = cells[nameAt] ?? '';
      try {
        out.push({ row: i + 1, name, status: await importRow(columns, cells, update) });
      } catch (e) {
        out.push({ row: i + 1, name, status: 'error', message: e instanceof Error ? e.message : String(e) });
      }
      setResults([...out]);
    }
    setRunning(false);
  };

  const next: Record<Step, { label: string; enabled: boolean; go(): void } | null> = {
    file: { label: t('action.next'), enabled: data.length > 0, go: () => setStep('options') },
    options: { label: t('action.next'), enabled: data.length > 0, go: toColumns },
    columns: { label: t('action.import'), enabled: errors.length === 0, go: () => void run() },
    import: null,
  };
  const action = next[step];
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && !running && onClose(results.some((r) => r.status !== 'error'))}
      title={title}
      width={760}
      dismissible={!running}
      testId="import-dialog"
      actions={
        <WizardActions
          action={action}
          showCancel={step !== 'import'}
          running={running}
          onCancel={() => onClose(false)}
          onDone={() => onClose(results.some((r) => r.status !== 'error'))}
        />
      }
    >
      {step === 'file' ? <ImportFileStep files={files} onFiles={setFiles} empty={data.length === 0} /> : null}
      {step === 'options' ? (
        <ImportOptions
          delimiter={delimiter}
          onDelimiter={setDelimiter}
          header={header}
          onHeader={setHeader}
          update={update}
          onUpdate={setUpdate}
          rows={data.length}
        />
      ) : null}
      {step === 'columns' ? (
        <ImportColumns
          columns={columns}
          onChange={setColumns}
          types={columnTypes}
          sample={data[0] ?? []}
          errors={errors}
        />
      ) : null}
      {step === 'import' ? <ImportProgress total={data.length} results={results} /> : null}
    </Dialog>
  );
}

/** Step 1: the CSV file (a notice when it has no rows). */
function ImportFileStep({
  files,
  onFiles,
  empty,
}: {
  files: LoadedFile[];
  onFiles(f: LoadedFile[]): void;
  empty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p>{t('import.select-file-text')}</p>
      <FileInput
        label={t('import.csv-file')}
        value={files}
        onChange={onFiles}
        allowedExtensions="csv"
        readAs="text"
        required
        testId="import-file"
      />
      {files[0] && empty ? <p role="alert">{t('import.no-rows')}</p> : null}
    </>
  );
}

interface WizardActionsProps {
  action: { label: string; enabled: boolean; go(): void } | null;
  showCancel: boolean;
  running: boolean;
  onCancel(): void;
  onDone(): void;
}

/** Cancel (before the import), then the step's next button, or Done once the import ran. */
function WizardActions({ action, showCancel, running, onCancel, onDone }: WizardActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {showCancel ? (
        <Button $variant="text" onClick={onCancel}>
          {t('action.cancel')}
        </Button>
      ) : null}
      {action ? (
        <Button onClick={action.go} disabled={!action.enabled} data-testid="import-next">
          {action.label}
        </Button>
      ) : (
        <Button onClick={onDone} disabled={running} data-testid="import-done">
          {t('action.done')}
        </Button>
      )}
    </>
  );
}
