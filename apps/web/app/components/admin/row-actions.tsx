import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '~/components/ui/button';

const icon = buttonClasses({ variant: 'ghost', size: 'sm' });

/**
 * The View, Edit and Delete icon buttons of a row in a staff table, labelled with the record's name for screen
 * readers: `name` is never empty (a record without a title passes its default title, e.g. `jobTitle`). `edit` is
 * either a page to go to (articles) or what to do in place (jobs).
 */
export function RowActions({
  name,
  onView,
  edit,
  onDelete,
}: {
  name: string;
  onView: () => void;
  edit: string | (() => void);
  onDelete: () => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <button type="button" onClick={onView} className={icon} aria-label={`View ${name}`}>
        <Eye aria-hidden="true" className="size-4" />
      </button>
      {typeof edit === 'string' ? (
        <Link to={edit} className={icon} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" className="size-4" />
        </Link>
      ) : (
        <button type="button" onClick={edit} className={icon} aria-label={`Edit ${name}`}>
          <Pencil aria-hidden="true" className="size-4" />
        </button>
      )}
      <button
        type="button"
        onClick={onDelete}
        className={buttonClasses({ variant: 'ghost', size: 'sm' }, 'text-red-700 hover:bg-red-50')}
        aria-label={`Delete ${name}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
