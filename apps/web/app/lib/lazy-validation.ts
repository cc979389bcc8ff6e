import type { Submission, useForm } from '@conform-to/react';
import { useCallback, useRef, useState } from 'react';

/** The HTML constraints of a form's fields (required, lengths), computed from its schema by the page's loader. */
export type FieldConstraints = NonNullable<Parameters<typeof useForm>[0]['constraint']>;

/** A form's check in the browser: what Conform's `onValidate` returns for the form's data. */
export type Validate<Values = unknown> = (formData: FormData) => Submission<Values, string[]>;

/**
 * A public form's check in the browser, loaded the first time the visitor touches the form
 * (docs/008-public-pages-at-static-speed.md): the schema, zod and Conform's zod adapter are about 30 kB that a visitor
 * who only reads the page never downloads. Until they arrive the form still works: the server checks the same schema
 * and answers with the same messages.
 * @param importValidate a module-level function that imports the form's schema and returns its check.
 * @returns `validate` once loaded (undefined before), and `load`, which starts loading (once) and resolves to it.
 */
export function useLazyValidation<Values>(importValidate: () => Promise<Validate<Values>>) {
  const [validate, setValidate] = useState<Validate<Values>>();
  const loading = useRef<Promise<Validate<Values>> | null>(null);
  const load = useCallback(() => {
    loading.current ??= importValidate().then((loaded) => {
      setValidate(() => loaded);
      return loaded;
    });
    return loading.current;
  }, [importValidate]);
  return { validate, load };
}
