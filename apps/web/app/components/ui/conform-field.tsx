import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode, Ref } from 'react';
import { useMessage } from '~/i18n/messages';
import { Alert } from './alert';
import { Field } from './field';

/**
 * A `Field` wired to one of Conform's fields (its id, error id, description id and first error), as the public forms
 * use it. A control under a description passes `ariaDescribedBy: field.descriptionId` to Conform's `get…Props`, which
 * then names both the description and the error. The error is said in the page's language (`useMessage`).
 */
export function ConformField({
  label,
  required = false,
  description,
  field,
  className,
  children,
}: {
  label: string;
  required?: boolean;
  description?: string;
  field: FieldMetadata<unknown>;
  className?: string;
  children: ReactNode;
}) {
  const say = useMessage();
  return (
    <Field
      id={field.id}
      errorId={field.errorId}
      error={say(field.errors?.[0])}
      label={label}
      required={required}
      description={description}
      descriptionId={field.descriptionId}
      className={className}
    >
      {children}
    </Field>
  );
}

/**
 * The answer a public form shows under its fields (docs/018-forms-and-focus.md): `successMessage` in the green box when
 * the shown answer succeeded, the form-level `errors` in the red box when it failed with some, else nothing (also while
 * sending, `shown` undefined). `status` carries the box's id, ref (the answer takes the focus), tabIndex and autoFocus.
 * Both are said in the page's language (`useMessage`: the contract's English words in, the catalog's words out).
 */
export function FormAnswerAlert({
  shown,
  successMessage,
  errors,
  status,
}: {
  shown: { success: boolean } | undefined;
  successMessage: string;
  errors: readonly string[];
  status: { id: string; ref: Ref<HTMLDivElement>; tabIndex: number; autoFocus: boolean; className: string };
}) {
  const say = useMessage();
  if (shown?.success) {
    return (
      <Alert tone="success" {...status}>
        {say(successMessage)}
      </Alert>
    );
  }
  if (!shown || errors.length === 0) return null;
  return (
    <Alert tone="error" {...status}>
      {errors.map((message) => (
        <p key={message}>{say(message)}</p>
      ))}
    </Alert>
  );
}
