import { STAFF_ROLES, type StaffRole } from '@agency/contract';
import { data } from 'react-router';
import { ApiError, bodyFieldErrors } from '~/lib/api-error';
import { textField } from '~/lib/form-data.server';
import { failureMessage } from '~/lib/reported-failure.server';
import {
  changeMemberRole,
  getTeam,
  inviteStaff,
  resendInvitation,
  revokeInvitation,
  setMemberActive,
  type TeamInvitation,
  type TeamMember,
} from './api.server';
import { parseInvite, roleName } from './schema';

/** What the team page's loader gives: the staff, the open invitations, or the CMS's failure. */
export interface TeamPageData {
  members: TeamMember[];
  invitations: TeamInvitation[];
  error: string | null;
}

/** The staff list and open invitations for /admin/team; a CMS failure is the page's message, not a crash. */
export async function loadTeam(token: string): Promise<TeamPageData> {
  try {
    return { ...(await getTeam(token)), error: null };
  } catch (error) {
    return { members: [], invitations: [], error: failureMessage(error, 'Failed to fetch the team') };
  }
}

/**
 * The message of a failed team action: the CMS's own words when it refused by its rules (400, 404, 409: expected
 * answers, not logged as errors), else `failureMessage` (logged; a lost session rethrown).
 */
function refusalMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [400, 404, 409].includes(error.status ?? 0)) return error.message || fallback;
  return failureMessage(error, fallback);
}

/** A refused action's status: the CMS's (409 for its rules), 502 when it gave none. */
const statusOf = (error: unknown) => (error instanceof ApiError && error.status ? error.status : 502);

/**
 * The Invite dialog's intent: the form checked with the contract's rules (Conform's reply on its fields), then the
 * invitation sent. A refusal of the CMS (the address is a member or invited already) is shown on the address field and
 * as the answer's message.
 */
async function invite(token: string, formData: FormData) {
  const submission = parseInvite(formData);
  if (submission.status !== 'success') {
    return data({ ok: false, message: 'Check the highlighted fields.', result: submission.reply() }, { status: 400 });
  }
  try {
    const invitation = await inviteStaff(token, submission.value);
    return {
      ok: true,
      message: `Invitation sent to ${invitation.email} as ${roleName(invitation.role)}.`,
      result: submission.reply({ resetForm: true }),
    };
  } catch (error) {
    const message = refusalMessage(error, 'Failed to send the invitation');
    const fields = bodyFieldErrors(error instanceof ApiError ? error.body : null);
    const fieldErrors = Object.keys(fields).length > 0 ? fields : { email: [message] };
    return data({ ok: false, message, result: submission.reply({ fieldErrors }) }, { status: statusOf(error) });
  }
}

/**
 * The team page's actions (`intent`): `invite` (email, role), `resend` and `revoke` (documentId of the invitation),
 * `role` (documentId, role), `deactivate` and `reactivate` (documentId of the member). Each answers `{ ok, message }`,
 * the CMS's own message when it refuses (the last Admin, oneself), with its status.
 * @throws what `failureMessage` rethrows (a lost session).
 */
export async function handleTeamAction(token: string, formData: FormData) {
  const intent = textField(formData, 'intent');
  if (intent === 'invite') return invite(token, formData);
  const documentId = textField(formData, 'documentId');
  const run = async (work: () => Promise<string>, failure: string) => {
    try {
      return { ok: true, message: await work() };
    } catch (error) {
      return data({ ok: false, message: refusalMessage(error, failure) }, { status: statusOf(error) });
    }
  };
  switch (intent) {
    case 'resend':
      return run(async () => {
        await resendInvitation(token, documentId);
        return 'Invitation sent again. The earlier link no longer works.';
      }, 'Failed to resend the invitation');
    case 'revoke':
      return run(async () => {
        await revokeInvitation(token, documentId);
        return 'Invitation revoked. Its link no longer works.';
      }, 'Failed to revoke the invitation');
    case 'role': {
      const role = textField(formData, 'role');
      if (!(STAFF_ROLES as readonly string[]).includes(role)) {
        return data({ ok: false, message: 'Choose a role.' }, { status: 400 });
      }
      return run(async () => {
        const member = await changeMemberRole(token, documentId, role as StaffRole);
        return `${member.fullName || member.username} is now ${roleName(member.role)}.`;
      }, 'Failed to change the role');
    }
    case 'deactivate':
    case 'reactivate':
      return run(
        async () => {
          const member = await setMemberActive(token, documentId, intent === 'reactivate');
          const name = member.fullName || member.username;
          return intent === 'deactivate'
            ? `${name} is deactivated and signed out everywhere.`
            : `${name} is active again and may sign in.`;
        },
        intent === 'deactivate' ? 'Failed to deactivate' : 'Failed to reactivate',
      );
    default:
      return data({ ok: false, message: 'Unknown action.' }, { status: 400 });
  }
}
