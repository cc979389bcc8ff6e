import { createContext, useContext, type ReactNode } from 'react';
import { Label } from './label';

interface FieldWiring {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

const FieldContext = createContext<FieldWiring | null>(null);

/**
 * What a control inside a `Field` takes from it: the id its label points to, `aria-invalid` while the field has an
 * error, and `aria-describedby` naming the description and the error that are shown. Empty outside a Field.
 */
export function useFieldControl(): Partial<FieldWiring> {
  return useContext(FieldContext) ?? {};
}

/**
 * One form field: label, control (`children`: an `Input`, `Select`, `Textarea` or anything reading
 * `useFieldControl`), an optional description and the error message. Ids: the control is `id`, the description
 * `descriptionId` (default `${id}-description`), the error `errorId` (default `${id}-error`, Conform's own
 * `field.errorId` can be passed). The error is rendered only when there is one.
 */
export function Field({
  id,
  label,
  required,
  description,
  descriptionId = `${id}-description`,
  error,
  errorId = `${id}-error`,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  descriptionId?: string;
  error?: string | null;
  errorId?: string;
  className?: string;
  children: ReactNode;
}) {
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <FieldContext.Provider
        value={{
          id,
          ...(error ? { 'aria-invalid': true } : {}),
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        }}
      >
        {children}
      </FieldContext.Provider>
      {description ? (
        <p id={descriptionId} className="mt-1 text-xs text-slate-600">
          {description}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A field's error message under its control, or nothing. */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
