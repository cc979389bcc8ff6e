import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useFetcher } from 'react-router';
import { useActionToast } from '~/components/admin/admin-list';
import { Button } from '~/components/ui/button';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { Select } from '~/components/ui/select';
import { inviteSchema, parseInvite, ROLE_OPTIONS } from '../schema';

/** The Invite action's answer (../team.server.ts): the message, and Conform's reply for the fields. */
export interface InviteAnswer {
  ok: boolean;
  message: string;
  result?: SubmissionResult<string[]>;
}

/**
 * The Invite dialog (docs/022-the-team.md "Team page and invitations"): the address and the role, checked in the
 * browser and by the action with the contract's rules (Conform). Sent, it closes with a toast and the focus goes back
 * to the Invite button that opened it (the dialog's `useReturnFocus`); refused (the address is a member or invited
 * already), the CMS's message shows on the address and in a toast, and the dialog stays open.
 */
export function InviteDialog({ onDone }: { onDone: () => void }) {
  const fetcher = useFetcher<InviteAnswer>();
  const busy = fetcher.state !== 'idle';
  useActionToast(fetcher, onDone);
  const [form, fields] = useForm({
    id: 'team-invite',
    lastResult: busy ? undefined : fetcher.data?.result,
    constraint: getZodConstraint(inviteSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    defaultValue: { role: 'recruiter' },
    onValidate: ({ formData }) => parseInvite(formData),
  });
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onDone())}>
      <DialogContent
        title="Invite a colleague"
        description="They get an e-mail with a link to choose their name and password. The link works once, for 72 hours."
      >
        <fetcher.Form method="post" {...getFormProps(form)} noValidate className="space-y-4">
          <input type="hidden" name="intent" value="invite" />
          <Field
            id={fields.email.id}
            label="E-mail address"
            error={fields.email.errors?.[0]}
            errorId={fields.email.errorId}
          >
            <Input {...getInputProps(fields.email, { type: 'email' })} required={false} autoComplete="off" />
          </Field>
          <Field id={fields.role.id} label="Role" error={fields.role.errors?.[0]} errorId={fields.role.errorId}>
            <Select {...getSelectProps(fields.role)} required={false} options={ROLE_OPTIONS} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Sending...' : 'Send invitation'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
