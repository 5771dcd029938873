/** Command palette ranking. */
import { describe, expect, it } from 'vitest';
import { filterCommands } from '../../../src/ui/command-palette/command-filter';

const cmd = (id: string, label: string, keywords = '') => ({
  id,
  label,
  group: 'Go to',
  keywords,
  perform: () => undefined,
});
const all = [
  cmd('profiles', 'Device profiles', '/deviceProfiles'),
  cmd('devices', 'Devices', '/devices'),
  cmd('dash', 'Dashboards'),
];

describe('filterCommands', () => {
  it('returns everything for an empty query', () => expect(filterCommands(all, ' ')).toHaveLength(3));
  it('ranks label prefixes first', () =>
    expect(filterCommands(all, 'dev').map((c) => c.id)).toEqual(['profiles', 'devices']));
  it('needs every word', () => expect(filterCommands(all, 'dev prof').map((c) => c.id)).toEqual(['profiles']));
  it('matches keywords', () => expect(filterCommands(all, '/devices').map((c) => c.id)).toEqual(['devices']));
});
