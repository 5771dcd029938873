/** The toolbar's search input: focused 10 ms after opening, Escape or the close button closes it. */
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { IconButton } from '../button/button';
import { SearchIcon } from '../icons/nav-icons';
import { v } from '../theme/tokens';
import { SEARCH_FOCUS_DELAY_MS, type SearchController } from './search-controller';
import { CloseIcon } from '../icons/status-icons';

const Row = styled.div`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  color: ${v('color-text-secondary')};
  input {
    flex: 1;
    min-width: 0;
    height: 40px;
    border: none;
    border-bottom: 2px solid ${v('color-primary')};
    background: transparent;
    color: ${v('color-text')};
    font: inherit;
    font-size: 16px;
    outline: none;
  }
  /* The row has its own close button; Chromium's native clear cross would be a second one. */
  input::-webkit-search-cancel-button {
    display: none;
  }
`;

export interface SearchFieldProps {
  controller: SearchController;
  text: string;
  placeholder: string;
  closeLabel: string;
}

/** Search input row; rendered only while search is open. */
export function SearchField({ controller, text, placeholder, closeLabel }: SearchFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Row role="search">
      <SearchIcon />
      <input
        ref={input}
        type="search"
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        data-testid="search-input"
        onChange={(e) => controller.setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            controller.close();
          }
        }}
      />
      <IconButton
        aria-label={closeLabel}
        title={closeLabel}
        data-testid="search-close"
        onClick={() => controller.close()}
      >
        <CloseIcon />
      </IconButton>
    </Row>
  );
}
