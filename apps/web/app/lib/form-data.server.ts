import { data } from 'react-router';

/** Shown when a POST body is not a form (JSON, plain text, a broken multipart body). */
export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please send it again from the page.';

/** The text value of a form field; '' when it is absent or a file. */
export function textField(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value : '';
}

/**
 * The form data of a POST, for every action that reads one (a JSON or text body, or a multipart body with
 * a bad boundary, is a client's mistake, not a server error).
 * @throws a 400 response (`data`) when the body cannot be read as `application/x-www-form-urlencoded` or
 *         `multipart/form-data`.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data(UNREADABLE_FORM_MESSAGE, { status: 400, statusText: 'Bad Request' });
  }
}
