import { STAFF_ROLE_NAMES } from '@agency/contract';
import {
  MailPlus,
  RefreshCw,
  ShieldCheck,
  ShieldOff,
  UserCog,
  UserRoundCheck,
  UserRoundX,
  XCircle,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { useActionToast, type ActionAnswer } from '~/components/admin/admin-list';
import { AdminPageHeader } from '~/components/admin/page-header';
import { Alert } from '~/components/ui/alert';
import { ConfirmDialog } from '~/components/ui/alert-dialog';
import { Badge } from '~/components/ui/badge';
import { Button, buttonClasses } from '~/components/ui/button';
import { DataTable, EmptyRow, type DataTableColumn } from '~/components/ui/data-table';
import { Dialog, DialogContent } from '~/components/ui/dialog';
import { Field } from '~/components/ui/field';
import { FocusFallback } from '~/components/ui/return-focus';
import { Select } from '~/components/ui/select';
import { formatDateTime } from '~/lib/format';
import type { TeamInvitation, TeamMember } from '../api.server';
import { ROLE_OPTIONS } from '../schema';
import type { TeamPageData } from '../team.server';
import { InviteDialog } from './invite-dialog';

/** The path of the team page. */
export const TEAM_PATH = '/admin/team';

const MEMBER_COLUMNS: DataTableColumn[] = [
  { label: 'Name' },
  { label: 'E-mail' },
  { label: 'Role' },
  { label: 'Last sign-in' },
  { label: 'Two-factor' },
  { label: 'Status' },
  { label: 'Actions', hidden: true, align: 'end' },
];

const INVITATION_COLUMNS: DataTableColumn[] = [
  { label: 'E-mail' },
  { label: 'Role' },
  { label: 'Link valid until' },
  { label: 'Invited by' },
  { label: 'Actions', hidden: true, align: 'end' },
];

const small = buttonClasses({ variant: 'ghost', size: 'sm' });

/** A member's name as the page shows it: their full name, else their username. */
const nameOf = (member: TeamMember) => member.fullName || member.username;

/** What a confirmation asks before posting `intent` for `documentId`. */
interface Confirmation {
  intent: 'deactivate' | 'reactivate' | 'revoke';
  documentId: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
}

/** Change role: the member's role as a select, saved with the page's action (`intent=role`). */
function RoleDialog({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const fetcher = useFetcher<ActionAnswer>();
  const busy = fetcher.state !== 'idle';
  useActionToast(fetcher, onDone);
  return (
    <Dialog open onOpenChange={(open) => (open || busy ? undefined : onDone())}>
      <DialogContent
        title={`Change the role of ${nameOf(member)}`}
        description="The new role applies from their next click; they stay signed in."
      >
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="documentId" value={member.documentId} />
          <Field id="team-role" label="Role">
            <Select name="role" defaultValue={member.role} options={ROLE_OPTIONS} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onDone} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="sm" disabled={busy}>
              {busy ? 'Saving...' : 'Save role'}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** The members' table: one row per member of staff, with Change role and Deactivate or Reactivate. */
function MembersTable({
  members,
  onRole,
  onConfirm,
}: {
  members: TeamMember[];
  onRole: (member: TeamMember) => void;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  return (
    <DataTable columns={MEMBER_COLUMNS}>
      {members.length === 0 ? <EmptyRow colSpan={MEMBER_COLUMNS.length}>No members of staff.</EmptyRow> : null}
      {members.map((member) => {
        const name = nameOf(member);
        const active = member.status === 'active';
        return (
          <tr key={member.documentId}>
            <td className="px-4 py-3">
              <span className="block font-medium text-slate-900">{name}</span>
              {member.fullName ? <span className="block text-xs text-slate-600">{member.username}</span> : null}
            </td>
            <td className="px-4 py-3 break-all text-slate-700">{member.email}</td>
            <td className="px-4 py-3 text-slate-700">{STAFF_ROLE_NAMES[member.role]}</td>
            <td className="px-4 py-3 text-slate-700">{formatDateTime(member.lastSignInAt) ?? 'Never'}</td>
            <td className="px-4 py-3 text-slate-700">
              {member.mfaEnabled ? (
                <span className="inline-flex items-center gap-1">
                  <ShieldCheck aria-hidden="true" className="size-4 text-green-700" /> On
                </span>
              ) : (
                <span className="inline-flex items-center gap-1">
                  <ShieldOff aria-hidden="true" className="size-4 text-slate-500" /> Off
                </span>
              )}
            </td>
            <td className="px-4 py-3">
              <Badge tone={active ? 'positive' : 'negative'}>{active ? 'Active' : 'Deactivated'}</Badge>
            </td>
            <td className="px-4 py-3">
              <div className="flex justify-end gap-1">
                <button type="button" className={small} onClick={() => onRole(member)}>
                  <UserCog aria-hidden="true" className="size-4" /> Change role
                  <span className="sr-only"> of {name}</span>
                </button>
                <button
                  type="button"
                  className={
                    active ? buttonClasses({ variant: 'ghost', size: 'sm' }, 'text-red-700 hover:bg-red-50') : small
                  }
                  onClick={() =>
                    onConfirm(
                      active
                        ? {
                            intent: 'deactivate',
                            documentId: member.documentId,
                            title: `Deactivate ${name}?`,
                            description:
                              'They are signed out everywhere at once and cannot sign in until reactivated. Their jobs keep them as owner, for you to reassign.',
                            confirmLabel: 'Deactivate',
                            busyLabel: 'Deactivating...',
                          }
                        : {
                            intent: 'reactivate',
                            documentId: member.documentId,
                            title: `Reactivate ${name}?`,
                            description: 'They may sign in again with their password.',
                            confirmLabel: 'Reactivate',
                            busyLabel: 'Reactivating...',
                          },
                    )
                  }
                >
                  {active ? (
                    <UserRoundX aria-hidden="true" className="size-4" />
                  ) : (
                    <UserRoundCheck aria-hidden="true" className="size-4" />
                  )}
                  {active ? 'Deactivate' : 'Reactivate'}
                  <span className="sr-only"> {name}</span>
                </button>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

/** The open invitations: address, role, until when the link works (or that it expired), who sent it, Resend, Revoke. */
function InvitationsTable({
  invitations,
  onConfirm,
}: {
  invitations: TeamInvitation[];
  onConfirm: (confirmation: Confirmation) => void;
}) {
  const resender = useFetcher<ActionAnswer>();
  useActionToast(resender, () => undefined);
  const resending = resender.state !== 'idle' ? resender.formData?.get('documentId') : null;
  return (
    <DataTable columns={INVITATION_COLUMNS}>
      {invitations.length === 0 ? <EmptyRow colSpan={INVITATION_COLUMNS.length}>No open invitations.</EmptyRow> : null}
      {invitations.map((invitation) => (
        <tr key={invitation.documentId}>
          <td className="px-4 py-3 break-all text-slate-900">{invitation.email}</td>
          <td className="px-4 py-3 text-slate-700">{STAFF_ROLE_NAMES[invitation.role]}</td>
          <td className="px-4 py-3 text-slate-700">
            {invitation.expired ? <Badge tone="pending">Expired</Badge> : formatDateTime(invitation.expiresAt)}
          </td>
          <td className="px-4 py-3 text-slate-700">{invitation.invitedBy ?? '—'}</td>
          <td className="px-4 py-3">
            <div className="flex justify-end gap-1">
              <button
                type="button"
                className={small}
                disabled={resending === invitation.documentId}
                onClick={() =>
                  void resender.submit({ intent: 'resend', documentId: invitation.documentId }, { method: 'post' })
                }
              >
                <RefreshCw aria-hidden="true" className="size-4" />
                {resending === invitation.documentId ? 'Sending...' : 'Resend'}
                <span className="sr-only"> the invitation of {invitation.email}</span>
              </button>
              <button
                type="button"
                className={buttonClasses({ variant: 'ghost', size: 'sm' }, 'text-red-700 hover:bg-red-50')}
                onClick={() =>
                  onConfirm({
                    intent: 'revoke',
                    documentId: invitation.documentId,
                    title: `Revoke the invitation of ${invitation.email}?`,
                    description: 'Its link stops working at once. You may invite the address again later.',
                    confirmLabel: 'Revoke',
                    busyLabel: 'Revoking...',
                  })
                }
              >
                <XCircle aria-hidden="true" className="size-4" /> Revoke
                <span className="sr-only"> the invitation of {invitation.email}</span>
              </button>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/**
 * /admin/team (docs/022-the-team.md "Team page and invitations"; Admins only, the CMS enforces it): the staff with
 * their role, last sign-in, two-factor and status, the open invitations, and the dialogs that change them: Invite,
 * Change role, the confirmations of Deactivate, Reactivate and Revoke. Every refusal shows the CMS's own message (the
 * last Admin, oneself). A dialog gives the focus back to the button that opened it, or to the page's heading when that
 * button is gone (a revoked invitation's row).
 */
export function TeamPage({ members, invitations, error }: TeamPageData) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const confirmer = useFetcher<ActionAnswer>();
  useActionToast(
    confirmer,
    () => setConfirming(null),
    () => setConfirming(null),
  );
  return (
    <FocusFallback.Provider value={() => heading.current}>
      <AdminPageHeader
        title="Team"
        subtitle="Who works in the back-office, with which role; invite colleagues and manage their access."
        headingRef={heading}
      >
        <Button size="sm" onClick={() => setInviting(true)}>
          <MailPlus aria-hidden="true" className="size-4" /> Invite
        </Button>
      </AdminPageHeader>
      {error ? (
        <Alert tone="error" className="mb-4">
          {error}
        </Alert>
      ) : null}
      <section aria-labelledby="team-members-heading">
        <h2 id="team-members-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Staff
        </h2>
        <MembersTable members={members} onRole={setChanging} onConfirm={setConfirming} />
      </section>
      <section aria-labelledby="team-invitations-heading" className="mt-8">
        <h2 id="team-invitations-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Open invitations
        </h2>
        <InvitationsTable invitations={invitations} onConfirm={setConfirming} />
      </section>

      {inviting ? <InviteDialog onDone={() => setInviting(false)} /> : null}
      {changing ? <RoleDialog member={changing} onDone={() => setChanging(null)} /> : null}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? undefined : setConfirming(null))}
        title={confirming?.title ?? ''}
        description={confirming?.description ?? ''}
        confirmLabel={confirming?.confirmLabel}
        busyLabel={confirming?.busyLabel}
        busy={confirmer.state !== 'idle'}
        onConfirm={() =>
          confirming &&
          void confirmer.submit({ intent: confirming.intent, documentId: confirming.documentId }, { method: 'post' })
        }
      />
    </FocusFallback.Provider>
  );
}
