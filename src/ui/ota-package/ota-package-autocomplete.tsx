/**
 * OTA package picker: autocomplete over the packages of a device profile and type, shown as 'title (version)';
 * required text per type; a failed list gives no options and a failed lookup of the stored id clears it
 * (page size 50).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Autocomplete } from '../autocomplete/autocomplete';

export const OTA_SEARCH_PAGE_SIZE = 50;

export interface OtaPackageInfo {
  id: { id: string };
  title: string;
  version: string;
}

export interface OtaPackageAutocompleteProps {
  type: 'FIRMWARE' | 'SOFTWARE';
  /** Selected package id. */
  value: string | null;
  onChange(id: string | null): void;
  search(text: string, pageSize: number, signal: AbortSignal): Promise<readonly OtaPackageInfo[]>;
  load(id: string, signal: AbortSignal): Promise<OtaPackageInfo | null>;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** 'title (version)'. */
export const packageLabel = (p: OtaPackageInfo) => `${p.title} (${p.version})`;

export function OtaPackageAutocomplete({
  type,
  value,
  onChange,
  search,
  load,
  required,
  disabled,
  testId,
}: OtaPackageAutocompleteProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<OtaPackageInfo | null>(null);
  useEffect(() => {
    if (!value) return setSelected(null);
    if (selected?.id.id === value) return undefined;
    const ac = new AbortController();
    const clear = () => {
      if (ac.signal.aborted) return;
      setSelected(null);
      onChange(null);
    };
    load(value, ac.signal).then((p) => (p ? !ac.signal.aborted && setSelected(p) : clear()), clear);
    return () => ac.abort();
  }, [value]);
  const firmware = type === 'FIRMWARE';
  return (
    <Autocomplete<OtaPackageInfo>
      label={firmware ? t('ota-update.assign-firmware') : t('ota-update.assign-software')}
      value={selected}
      onChange={(p) => {
        setSelected(p);
        onChange(p ? p.id.id : null);
      }}
      search={(text, signal) => search(text, OTA_SEARCH_PAGE_SIZE, signal)}
      getLabel={packageLabel}
      getKey={(p) => p.id.id}
      noMatchText={(text) =>
        firmware ? t('ota-update.no-firmware-matching', { text }) : t('ota-update.no-software-matching', { text })
      }
      required={required}
      requiredText={firmware ? t('ota-update.assign-firmware-required') : t('ota-update.assign-software-required')}
      disabled={disabled}
      testId={testId}
    />
  );
}
