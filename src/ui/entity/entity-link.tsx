/**
 * Links to an entity's page from anywhere an entity is named (an alarm's originator, an audit log's entity): the
 * console provides where each entity type lives (`/devices/{id}` opens the list with that device's details); inside
 * a panel element without routes, or for a type without a page, the name stays plain text.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { v } from '../theme/tokens';
import type { EntityRef } from './entity-types';

/** The path of an entity's page, or null when it has none. */
export type EntityPathOf = (ref: EntityRef) => string | null;

const EntityPathContext = createContext<EntityPathOf | null>(null);

export function EntityPathProvider({ pathOf, children }: { pathOf: EntityPathOf; children: ReactNode }) {
  return <EntityPathContext.Provider value={pathOf}>{children}</EntityPathContext.Provider>;
}

const Anchor = styled(Link)`
  color: ${v('color-primary')};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${v('color-focus')};
    outline-offset: 1px;
  }
`;

/** The entity's name, linked to its page when the console knows one. */
export function EntityLink({ entity, children }: { entity: EntityRef | null | undefined; children: ReactNode }) {
  const pathOf = useContext(EntityPathContext);
  const path = entity && pathOf ? pathOf(entity) : null;
  if (!path) return <>{children}</>;
  // A link inside a clickable row opens the entity, not the row's own details.
  return (
    <Anchor to={path} data-entity-link={entity!.entityType} onClick={(e) => e.stopPropagation()}>
      {children}
    </Anchor>
  );
}
