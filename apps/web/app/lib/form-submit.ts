import { INTENT } from '@conform-to/dom';

/**
 * Whether a form's submit event is a person sending the form (its submit button, Enter in a field), not Conform
 * checking it: Conform re-validates as a person types by dispatching a submit event whose submitter is a hidden
 * button named `INTENT` (@conform-to/dom `requestIntent`). Treated as a submit, those moved the focus to the apply
 * form's message at every key, so that nobody could correct a field after one mistake (docs/018-forms-and-focus.md).
 */
export function isPersonSubmit(event: { nativeEvent: Event }): boolean {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  return submitter?.getAttribute('name') !== INTENT;
}
