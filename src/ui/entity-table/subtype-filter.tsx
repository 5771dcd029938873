import type { EntitySubtypeAutocompleteProps } from '../entity/entity-subtype';
import { EntitySubtypeAutocomplete } from '../entity/entity-subtype';
import type { HeaderFilter } from './entity-table-types';

/** The entity type picker in a table's header (filter key `type`, none chosen at first), as ThingsBoard's lists. */
export function subtypeFilter(
  entityType: EntitySubtypeAutocompleteProps['entityType'],
  loadSubtypes: EntitySubtypeAutocompleteProps['loadSubtypes'],
  testId: string,
): HeaderFilter {
  return {
    key: 'type',
    initial: null,
    render: (value, onChange) => (
      <EntitySubtypeAutocomplete
        entityType={entityType}
        value={(value as string | null) ?? null}
        onChange={onChange}
        loadSubtypes={loadSubtypes}
        testId={testId}
      />
    ),
  };
}
