/** What a form's test sends: a field's text or file, or null to leave the field out. */
export type FormValues = Record<string, string | File | null>;

/** A form as the browser sends it: `defaults` with `overrides` over them; a field whose value is null is left out. */
export function formWith(defaults: FormValues, overrides: FormValues = {}): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...defaults, ...overrides })) if (value !== null) data.set(name, value);
  return data;
}

/**
 * What a form action answered, whether it returned React Router's `data()` (status and body) or a plain object: its
 * body, `{ ok, message, fieldErrors? }` as the back-office's actions answer.
 */
export function actionAnswerOf(answer: unknown): {
  ok: boolean;
  message: string;
  fieldErrors?: Record<string, string[]>;
} {
  return (answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer) as {
    ok: boolean;
    message: string;
    fieldErrors?: Record<string, string[]>;
  };
}

/** The field errors of a Conform submission (`parseWithZod`'s answer): `{}` when it succeeded. */
export function fieldErrorsOf<Errors extends Record<string, unknown>>(submission: {
  status?: string;
  error?: Errors | null;
}): Partial<Errors> {
  return submission.status === 'success' ? {} : (submission.error ?? {});
}
