import {
  CANDIDATE_WITHDRAWAL_ACTOR,
  clientAnswerLabel,
  isSubmissionStage,
  notAFitReasonLabel,
  stageLabel,
  submissionOutcomeLabel,
} from '@agency/contract';
import type { AdminApplication, ApplicationSubmission } from './api.server';

/** One line of an application's history: when, and what happened in staff's words. */
export interface HistoryEntry {
  key: string;
  at: string;
  text: string;
}

/**
 * An application's history, oldest first (docs/015-recruiter-workflow.md; docs/024-employers.md "Submissions and the
 * client portal"; docs/025-placements.md "Stages"): its status changes (from, to, by whom), its submissions to the client
 * (by whom), their withdrawals, the client's answers (which answer, the reason of a Not a fit, by which contact) and the
 * moves of each submission's stage (from, to, the outcome's reason and comment, by whom). Entries without a time are
 * left out.
 */
export function historyEntries(
  application: Pick<AdminApplication, 'history'>,
  submissions: readonly ApplicationSubmission[],
): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  for (const change of application.history ?? []) {
    if (change.changedAt) {
      entries.push({
        key: change.documentId,
        at: change.changedAt,
        text:
          change.actor === CANDIDATE_WITHDRAWAL_ACTOR && change.to === 'Rejected'
            ? `${change.from ?? ''} → Rejected: withdrawn by the candidate on their page`
            : `${change.from ?? ''} → ${change.to ?? ''} by ${change.actor ?? 'unknown'}`,
      });
    }
  }
  for (const submission of submissions) {
    entries.push({
      key: `${submission.documentId}-submitted`,
      at: submission.submittedAt,
      text: `Submitted to the client by ${submission.submittedBy ?? 'unknown'}`,
    });
    for (const given of submission.answers) {
      const reason = given.reason ? ` (${notAFitReasonLabel(given.reason)})` : '';
      entries.push({
        key: `${submission.documentId}-${given.answeredAt}`,
        at: given.answeredAt,
        text: `The client answered ${clientAnswerLabel(given.answer)}${reason}: ${given.contactName ?? 'a client contact'}`,
      });
    }
    for (const [index, move] of submission.stageMoves.entries()) {
      const from = isSubmissionStage(move.from)
        ? stageLabel({ stage: move.from, round: move.fromRound ?? 0 })
        : move.from;
      const to = isSubmissionStage(move.to) ? stageLabel({ stage: move.to, round: move.round ?? 0 }) : move.to;
      const reason = move.reason ? `: ${submissionOutcomeLabel(move.reason).toLowerCase()}` : '';
      const comment = move.comment ? ` — “${move.comment}”` : '';
      entries.push({
        key: `${submission.documentId}-move-${index}`,
        at: move.movedAt,
        text: `Stage ${from} → ${to}${reason} by ${move.actor ?? 'unknown'}${comment}`,
      });
    }
    if (submission.withdrawnAt) {
      entries.push({
        key: `${submission.documentId}-withdrawn`,
        at: submission.withdrawnAt,
        text: 'Withdrawn from the client',
      });
    }
  }
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}
