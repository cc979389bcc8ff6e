import { Field } from '~/components/ui/field';
import { Select } from '~/components/ui/select';

/** A record an editor can link to (a category, an author): its documentId and its name. */
export interface RelationOption {
  documentId: string;
  name: string;
}

/**
 * A staff editor's select of a related record (category, author), with "None": posts the chosen documentId under
 * `name`, or an empty string. Its field's id is `${idPrefix}-${name}`.
 */
function RelationSelect({
  idPrefix,
  name,
  label,
  options,
  value,
}: {
  idPrefix: string;
  name: string;
  label: string;
  options: readonly RelationOption[];
  value: string | undefined;
}) {
  return (
    <Field id={`${idPrefix}-${name}`} label={label}>
      <Select
        name={name}
        defaultValue={value ?? ''}
        placeholder="None"
        options={options.map((option) => ({ value: option.documentId, label: option.name }))}
      />
    </Field>
  );
}

/**
 * The category and author selects of a staff editor (job posting, article), side by side in the editor's grid.
 * `record` is the record being edited (its current category and author), undefined for a new one.
 */
export function CategoryAndAuthorSelects({
  idPrefix,
  options,
  record,
  authorLabel = 'Author',
}: {
  idPrefix: string;
  options: { categories: readonly RelationOption[]; authors: readonly RelationOption[] };
  record?: { category?: { documentId?: string } | null; author?: { documentId?: string } | null } | null;
  authorLabel?: string;
}) {
  return (
    <>
      <RelationSelect
        idPrefix={idPrefix}
        name="category"
        label="Category"
        options={options.categories}
        value={record?.category?.documentId}
      />
      <RelationSelect
        idPrefix={idPrefix}
        name="author"
        label={authorLabel}
        options={options.authors}
        value={record?.author?.documentId}
      />
    </>
  );
}
