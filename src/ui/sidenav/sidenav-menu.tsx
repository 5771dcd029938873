/**
 * Side menu: links and expandable groups. A group starts open when the current
 * path is inside it and can be toggled; the active link carries `aria-current="page"`.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ExpandMoreIcon, type IconComponent } from '../icons/nav-icons';

/** One link of the menu (labels already translated). */
export interface NavLinkItem {
  id: string;
  path: string;
  label: string;
  icon: IconComponent;
}

/** A top-level entry: a link or a group of links. */
export type NavSection =
  | ({ kind: 'link' } & NavLinkItem)
  | { kind: 'toggle'; id: string; path: string; label: string; icon: IconComponent; pages: NavLinkItem[] };

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 8px 0;
  ul {
    padding: 0;
    background: rgba(0, 0, 0, 0.1);
  }
`;

/**
 * A menu row; links inside a group are indented one step (`data-depth`). The styles have no interpolation: styled-
 * components then builds the row's class once, not once per row and render.
 */
const Row = styled.a`
  display: flex;
  align-items: center;
  gap: 16px;
  width: 100%;
  min-height: 48px;
  padding-block: 0;
  padding-inline: 16px;
  &[data-depth='1'] {
    padding-inline-start: 32px;
  }
  border: none;
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: 15px;
  font-weight: 500;
  text-align: start;
  text-decoration: none;
  cursor: pointer;
  outline: none;
  transition: background-color 120ms ease;
  > svg:first-child {
    flex: none;
    opacity: 0.9;
  }
  > span {
    flex: 1;
  }
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  &:focus-visible {
    box-shadow: inset 0 0 0 2px rgba(255, 255, 255, 0.85);
  }
  &[aria-current='page'] {
    color: #fff;
    background: rgba(255, 255, 255, 0.12);
    box-shadow: inset 4px 0 0 #fff;
  }
  &[aria-expanded] > svg:last-child {
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

const inside = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

function Leaf({
  item,
  current,
  depth,
  onNavigate,
}: {
  item: NavLinkItem;
  current: string;
  depth: number;
  onNavigate?(): void;
}) {
  const Icon = item.icon;
  return (
    <li>
      <Row
        as={Link}
        to={item.path}
        data-depth={depth || undefined}
        aria-current={inside(current, item.path) ? 'page' : undefined}
        data-path={item.path}
        onClick={onNavigate}
      >
        <Icon size={22} />
        <span>{item.label}</span>
      </Row>
    </li>
  );
}

function Toggle({
  section,
  current,
  onNavigate,
}: {
  section: Extract<NavSection, { kind: 'toggle' }>;
  current: string;
  onNavigate?(): void;
}) {
  const active = inside(current, section.path);
  const [open, setOpen] = useState(active);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const Icon = section.icon;
  const listId = `nav-group-${section.id}`;
  return (
    <li>
      <Row
        as="button"
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        data-group={section.path}
        onClick={() => setOpen(!open)}
      >
        <Icon size={22} />
        <span>{section.label}</span>
        <ExpandMoreIcon size={20} />
      </Row>
      <ul id={listId} hidden={!open}>
        {section.pages.map((p) => (
          <Leaf key={p.id} item={p} current={current} depth={1} onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/** The menu list. `onNavigate` runs after a link is clicked (the overlay sidenav closes then). */
export function SidenavMenu({
  sections,
  currentPath,
  onNavigate,
}: {
  sections: NavSection[];
  currentPath: string;
  onNavigate?(): void;
}) {
  return (
    <List data-testid="sidenav-menu">
      {sections.map((s) =>
        s.kind === 'link' ? (
          <Leaf key={s.id} item={s} current={currentPath} depth={0} onNavigate={onNavigate} />
        ) : (
          <Toggle key={s.id} section={s} current={currentPath} onNavigate={onNavigate} />
        ),
      )}
    </List>
  );
}
