/** A drop area that is also a button opening the file chooser (Enter/Space), with a hidden native input. */
import { useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { UploadIcon } from '../icons/control-icons';
import { v } from '../theme/tokens';

const Zone = styled.div<{ $over: boolean; $invalid?: boolean; $disabled?: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 110px;
  padding: 16px;
  text-align: center;
  border: 2px dashed ${(p) => (p.$invalid ? v('color-warn') : p.$over ? v('color-primary') : v('color-divider'))};
  border-radius: 6px;
  color: ${v('color-text-secondary')};
  background: ${(p) => (p.$over ? `color-mix(in srgb, ${v('color-primary')} 8%, transparent)` : 'transparent')};
  cursor: ${(p) => (p.$disabled ? 'default' : 'pointer')};
  opacity: ${(p) => (p.$disabled ? 0.55 : 1)};
  outline: none;
  &:focus-visible {
    border-color: ${v('color-primary')};
    box-shadow: 0 0 0 3px ${v('color-focus')};
  }
  & > svg {
    color: ${v('color-primary')};
  }
`;

const ZoneText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
`;

export interface DropZoneProps {
  label: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onFiles(files: File[]): void;
  children?: ReactNode;
  describedBy?: string;
}

export function DropZone({
  label,
  accept,
  multiple,
  disabled,
  invalid,
  onFiles,
  children,
  describedBy,
}: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const contentId = useId();
  const open = () => !disabled && input.current?.click();
  return (
    <Zone
      role="button"
      tabIndex={disabled ? -1 : 0}
      // With visible content ("<label> / Drop a file or click to select") the zone is named by that text, so the
      // name contains what sighted users read (WCAG 2.5.3 label in name); without it, by its label.
      aria-label={children ? undefined : label}
      aria-labelledby={children ? contentId : undefined}
      aria-disabled={disabled || undefined}
      aria-describedby={describedBy}
      data-testid="drop-zone"
      $over={over}
      $invalid={invalid}
      $disabled={disabled}
      onClick={open}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault();
          open();
        }
      }}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...e.dataTransfer.files]);
      }}
    >
      <UploadIcon size={32} />
      {children ? <ZoneText id={contentId}>{children}</ZoneText> : null}
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        data-testid="file-native"
        onChange={(e) => {
          onFiles([...(e.target.files ?? [])]);
          e.target.value = '';
        }}
      />
    </Zone>
  );
}
