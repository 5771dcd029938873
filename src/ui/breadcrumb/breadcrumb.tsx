/**
 * Breadcrumb: earlier crumbs are links, the last one is the page heading (`h1`). `compact` (small
 * screens) shows only the heading.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronRightIcon, type IconComponent } from '../icons/nav-icons';
import { v } from '../theme/tokens';

/** One crumb; `to` is ignored on the last one. */
export interface Crumb {
  label: string;
  icon?: IconComponent;
  to?: string;
}

const Nav = styled.nav`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  ol {
    display: flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
    color: ${v('color-text-secondary')};
  }
  a {
    display: flex;
    align-items: center;
    gap: 6px;
    padding: 4px 6px;
    border-radius: 4px;
    color: inherit;
    font-size: 18px;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${v('color-text')};
    background: color-mix(in srgb, currentColor 8%, transparent);
  }
  a:focus-visible {
    outline: 2px solid ${v('color-primary')};
  }
  h1 {
    display: flex;
    align-items: center;
    gap: 8px;
    min-width: 0;
    margin: 0;
    padding: 0 6px;
    color: ${v('color-text')};
    font-size: 20px;
    font-weight: 500;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** The trail; `label` names the navigation landmark. */
export function Breadcrumb({ crumbs, compact, label }: { crumbs: Crumb[]; compact?: boolean; label: string }) {
  const shown = compact ? crumbs.slice(-1) : crumbs;
  return (
    <Nav aria-label={label} data-testid="breadcrumb">
      <ol>
        {shown.map((c, i) => {
          const last = i === shown.length - 1;
          const Icon = c.icon;
          return (
            <li key={`${i}-${c.label}`}>
              {i > 0 ? <ChevronRightIcon size={20} /> : null}
              {last ? (
                <h1 aria-current="page" data-testid="page-heading">
                  {Icon ? <Icon size={24} /> : null}
                  <span>{c.label}</span>
                </h1>
              ) : c.to ? (
                <Link to={c.to}>
                  {Icon ? <Icon size={20} /> : null}
                  <span>{c.label}</span>
                </Link>
              ) : (
                <span>{c.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </Nav>
  );
}
