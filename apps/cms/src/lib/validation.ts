import { apiErrorMap, type z } from '@agency/contract';
import { errors } from '@strapi/utils';

/** One field's problem, in Strapi's `error.details.errors` shape. */
export interface FieldError {
  path: string[];
  message: string;
  name: 'ValidationError';
}

/**
 * Parses `input` with `schema`; on failure throws one 400 that names every bad field, so a caller can fix
 * everything at once: message "Missing or invalid fields: fullName, email.", details.errors per field.
 * Each field's message is the API's words for the contract's rule (`apiErrorMap`: "fullName is required").
 * Extra errors (e.g. a missing file checked outside the schema) are reported in the same answer.
 * @throws ValidationError
 */
export function parseOrThrow<T extends z.ZodType>(
  schema: T,
  input: unknown,
  extraErrors: FieldError[] = [],
): z.output<T> {
  const result = schema.safeParse(input ?? {}, { error: apiErrorMap });
  const fieldErrors: FieldError[] = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.map(String),
        message: issue.message,
        name: 'ValidationError',
      }));
  const all = [...fieldErrors, ...extraErrors];
  if (all.length > 0 || !result.success) {
    const fields = [...new Set(all.map((error) => error.path.join('.') || 'data'))];
    throw new errors.ValidationError(`Missing or invalid fields: ${fields.join(', ')}.`, { errors: all });
  }
  return result.data;
}

/**
 * The status of a staff change that may change a record's status only (an enquiry, a hiring request): `data` must hold
 * `status`, a value `statusFrom` accepts, and nothing else. `what` names the record ("an enquiry") and `values` the
 * statuses in the refusal.
 * @throws ValidationError (400) "Only the status of <what> can be changed, to one of: …" for another field or value.
 */
export function statusOnly<S extends string>(
  data: unknown,
  statusFrom: (value: unknown) => S | undefined,
  values: readonly S[],
  what: string,
): S {
  const changes = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const others = Object.keys(changes).filter((key) => key !== 'status');
  const status = statusFrom(changes.status);
  if (others.length > 0 || !status) {
    throw new errors.ValidationError(`Only the status of ${what} can be changed, to one of: ${values.join(', ')}.`, {
      fields: others,
    });
  }
  return status;
}
