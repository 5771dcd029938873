/**
 * Relation types of a link between two nodes: the source node's types (Failure always) as checkboxes, plus typed
 * custom names when the source allows them (switch nodes). Confirm gives the chosen list; an empty list (edit mode)
 * removes the link; Cancel gives null.
 */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import styled from 'styled-components';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/checkbox/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { TextField } from '../../../ui/text-field/text-field';
import { v } from '../../../ui/theme/tokens';

export interface RelationTypeDialogProps {
  /** Names of the two nodes, for the title. */
  from: string;
  to: string;
  options: readonly string[];
  custom: boolean;
  /** Types already on the link (edit) or empty (new link). */
  initial: readonly string[];
  onClose(types: string[] | null): void;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
  gap: 0 12px;
  max-height: 46vh;
  overflow: auto;
  color: ${v('color-text')};
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin-top: 8px;
`;

export function RelationTypeDialog({ from, to, options, custom, initial, onClose }: RelationTypeDialogProps) {
  const { t } = useTranslation();
  const editing = initial.length > 0;
  const [chosen, setChosen] = useState<string[]>(() => (editing ? [...initial] : options.length ? [options[0]!] : []));
  const [filter, setFilter] = useState('');
  const [typed, setTyped] = useState('');
  const all = [...options, ...chosen.filter((c) => !options.includes(c))];
  const shown = all.filter((o) => o.toLowerCase().includes(filter.trim().toLowerCase()));
  const toggle = (type: string, on: boolean) =>
    setChosen((c) => (on ? [...c.filter((x) => x !== type), type] : c.filter((x) => x !== type)));
  const addTyped = () => {
    const name = typed.trim();
    if (name && !chosen.includes(name)) setChosen((c) => [...c, name]);
    setTyped('');
  };
  const canConfirm = chosen.length > 0 || editing;
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose(null)}
      title={t(editing ? 'rulechain.edit-link-title' : 'rulechain.add-link-title', { from, to })}
      width={560}
      testId="relation-type-dialog"
      actions={
        <>
          <Button $variant="text" onClick={() => onClose(null)} data-testid="relation-cancel">
            {t('action.cancel')}
          </Button>
          <Button disabled={!canConfirm} onClick={() => onClose(chosen)} data-testid="relation-confirm">
            {editing ? t('action.save') : t('rulechain.add-link')}
          </Button>
        </>
      }
    >
      {options.length > 8 ? (
        <TextField
          label={t('rulechain.filter-relations')}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          data-testid="relation-filter"
        />
      ) : null}
      <Grid role="group" aria-label={t('relation.relation-type')}>
        {shown.map((o) => (
          <Checkbox key={o} label={o} checked={chosen.includes(o)} onChange={(on) => toggle(o, on)} data-relation={o} />
        ))}
      </Grid>
      {custom ? (
        <Row>
          <TextField
            label={t('rulechain.custom-relation')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addTyped();
              }
            }}
            data-testid="relation-custom"
          />
          <Button $variant="outlined" onClick={addTyped} disabled={!typed.trim()} style={{ marginTop: 6 }}>
            {t('rulechain.add-relation')}
          </Button>
        </Row>
      ) : null}
      {!chosen.length ? (
        <p>{editing ? t('rulechain.link-will-be-removed') : t('relation.relation-type-required')}</p>
      ) : null}
    </Dialog>
  );
}
