/** The edit and delete icon buttons at the end of a row of the editor's tables (aliases, filters, states, actions). */
import { IconButton } from '../../../../ui/button/button';
import { DeleteIcon } from '../../../../ui/icons/control-icons';
import { EditIcon } from '../../../../ui/icons/entity-icons';

interface RowButton {
  /** The accessible name, naming the row's item ("Edit alias Thermostats"). */
  label: string;
  onClick(): void;
  testId?: string;
  disabled?: boolean;
}

export function EditDeleteButtons({ edit, remove }: { edit: RowButton; remove: RowButton }) {
  return (
    <>
      <IconButton aria-label={edit.label} onClick={edit.onClick} disabled={edit.disabled} data-testid={edit.testId}>
        <EditIcon size={20} />
      </IconButton>
      <IconButton
        aria-label={remove.label}
        onClick={remove.onClick}
        disabled={remove.disabled}
        data-testid={remove.testId}
      >
        <DeleteIcon size={20} />
      </IconButton>
    </>
  );
}
