/**
 * Look of the entity table, after ThingsBoard 3.3.1's mat-table pages: a white card filling the page, a 64 px
 * header toolbar (turning tinted with the selection count when rows are selected), 56 px column headers, 48 px rows
 * with a hover tint, and the paginator at the bottom. Colours come from the `--iot-*` tokens (light and dark).
 */
import styled, { css } from 'styled-components';
import { FieldBox, FieldMessage } from '../field/field-frame';
import { v } from '../theme/tokens';

export const ROW_HEIGHT = 48;
export const HEAD_HEIGHT = 56;

export const Root = styled.div`
  position: relative;
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  overflow: hidden;
`;

export const Card = styled.section<{ $flat?: boolean }>`
  position: relative;
  flex: 1 1 auto;
  display: flex;
  flex-direction: column;
  min-height: 0;
  background: ${v('color-surface')};
  color: ${v('color-text')};
  ${(p) =>
    p.$flat
      ? ''
      : css`
          margin: 8px;
          border-radius: 4px;
          box-shadow: ${v('shadow-1')};
        `}
  overflow: hidden;
`;

export const Header = styled.div<{ $selection: boolean }>`
  flex: none;
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 64px;
  padding-block: 0;
  padding-inline: 24px 8px;
  flex-wrap: wrap;
  background: ${(p) => (p.$selection ? `color-mix(in srgb, ${v('color-primary')} 14%, ${v('color-surface')})` : v('color-surface'))};
  h2 {
    margin: 0;
    font-size: 20px;
    font-weight: 500;
    letter-spacing: 0.005em;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .spacer {
    flex: 1;
  }
  & > .wide {
    display: inline-flex;
    align-items: center;
  }
  & > .narrow {
    display: none;
  }
  @media (max-width: 599px) {
    padding-inline-start: 16px;
    & > .wide {
      display: none;
    }
    & > .narrow {
      display: inline-flex;
    }
  }
`;

export const Filters = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  & > div > * {
    margin-bottom: 0;
    min-width: 200px;
  }
  /* Compact fields in the 64 px header (ThingsBoard's header selects are dense too). */
  ${FieldBox} {
    min-height: 44px;
  }
  ${FieldBox} input,
  ${FieldBox} button[role='combobox'] {
    min-height: 0;
    padding-top: 17px;
    padding-bottom: 3px;
    font-size: 14px;
  }
  ${FieldMessage} {
    display: none;
  }
  /* Phones: filters wrap onto as many lines as they need. */
  @media (max-width: 599px) {
    flex-wrap: wrap;
    max-width: 100%;
    & > div > * {
      min-width: 160px;
    }
  }
`;

export const Scroll = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow: auto;
  border-top: 1px solid ${v('color-divider')};
  outline: none;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  table-layout: auto;
  font-size: 14px;
  th {
    position: sticky;
    top: 0;
    z-index: 1;
    height: ${HEAD_HEIGHT}px;
    padding: 0 12px;
    font-size: 12px;
    font-weight: 500;
    text-align: start;
    white-space: nowrap;
    color: ${v('color-text-secondary')};
    background: ${v('color-surface')};
    border-bottom: 1px solid ${v('color-divider')};
  }
  td {
    height: ${ROW_HEIGHT}px;
    padding: 0 12px;
    border-bottom: 1px solid ${v('color-divider')};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    max-width: 320px;
  }
  th:first-child,
  td:first-child {
    padding-inline-start: 24px;
  }
  th.select,
  td.select {
    width: 40px;
    padding-inline-end: 0;
  }
  td.actions,
  th.actions {
    text-align: end;
    padding-inline-end: 8px;
    width: 1%;
  }
  td.actions > div {
    display: inline-flex;
    gap: 0;
    color: ${v('color-text-secondary')};
  }
  /* Phones: row actions fold into a "more" menu; the row checkbox gets a 44 px touch target. */
  td.actions > div.narrow {
    display: none;
  }
  td.select label.hit {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    cursor: pointer;
  }
  @media (max-width: 599px) {
    /* Text cells shorten with an ellipsis so the remaining columns fit the phone's width. */
    th,
    td {
      padding: 0 8px;
    }
    td {
      max-width: 38vw;
    }
    th:first-child,
    td:first-child {
      padding-inline-start: 16px;
    }
    td.actions > div.wide {
      display: none;
    }
    td.actions > div.narrow {
      display: inline-flex;
    }
    td.select label.hit {
      min-width: 44px;
      min-height: 44px;
      margin-inline-start: -13px;
    }
  }
  .num {
    text-align: end;
  }
  .center {
    text-align: center;
  }
  @media (max-width: 599px) {
    .hide-sm {
      display: none;
    }
  }
`;

export const Row = styled.tr<{ $selected: boolean; $clickable: boolean }>`
  cursor: ${(p) => (p.$clickable ? 'pointer' : 'default')};
  background: ${(p) => (p.$selected ? `color-mix(in srgb, ${v('color-primary')} 10%, transparent)` : 'transparent')};
  outline: none;
  scroll-margin-top: ${HEAD_HEIGHT}px;
  &:hover {
    background: ${(p) => (p.$selected ? `color-mix(in srgb, ${v('color-primary')} 14%, transparent)` : `color-mix(in srgb, ${v('color-text')} 4%, transparent)`)};
  }
  &:focus-visible td {
    box-shadow: inset 0 2px 0 ${v('color-primary')}, inset 0 -2px 0 ${v('color-primary')};
  }
  &[data-open='true'] {
    background: color-mix(in srgb, ${v('color-primary')} 8%, transparent);
  }
`;

export const SortButton = styled.button.attrs({ type: 'button' })<{ $active: boolean; $desc: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  color: ${(p) => (p.$active ? v('color-text') : 'inherit')};
  cursor: pointer;
  svg {
    width: 16px;
    height: 16px;
    opacity: ${(p) => (p.$active ? 1 : 0)};
    transform: rotate(${(p) => (p.$desc ? '180deg' : '0deg')});
    transition: transform 150ms ease, opacity 150ms ease;
  }
  &:hover svg,
  &:focus-visible svg {
    opacity: ${(p) => (p.$active ? 1 : 0.54)};
  }
  &:focus-visible {
    outline: 2px solid ${v('color-focus')};
    outline-offset: 2px;
  }
`;

export const Overlay = styled.div`
  position: absolute;
  inset: ${HEAD_HEIGHT}px 0 0 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 24px;
  text-align: center;
  color: ${v('color-text-secondary')};
  pointer-events: none;
  font-size: 16px;
  & > button {
    pointer-events: auto;
  }
  svg {
    opacity: 0.5;
  }
`;

export const TopBar = styled.div`
  position: absolute;
  inset-inline-start: 0;
  inset-inline-end: 0;
  top: ${HEAD_HEIGHT - 4}px;
  z-index: 2;
  height: 4px;
`;

export const CheckboxCell = styled.input.attrs({ type: 'checkbox' })`
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: ${v('color-primary')};
  cursor: pointer;
`;

export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;
