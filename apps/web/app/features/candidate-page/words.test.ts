import {
  APPLICATION_STATUSES,
  CANDIDATE_LINK_INVALID_MESSAGE,
  CANDIDATE_LINK_SENT_MESSAGE,
  CANDIDATE_NO_TIME_LEFT_MESSAGE,
  CANDIDATE_STAGE_CLOSED,
  CANDIDATE_STANDINGS,
  CANDIDATE_TIME_ZONE_SAVED_MESSAGE,
  CANDIDATE_WITHDRAW_REFUSED_MESSAGE,
  CANDIDATE_WITHDRAWN_MESSAGE,
  CANDIDATE_INTERVIEW_STATUS_WORDS,
  candidateSlotPickedMessage,
  candidateStageLabel,
  FORM_RATE_LIMIT_MESSAGE,
  INTERVIEW_MESSAGES,
  timelineText,
} from '@agency/contract';
import { describe, expect, it } from 'vitest';
import english from '~/i18n/catalogs/en/emailPages';
import { calendarDate, candidateDateTime, messageWords, stageWords, timelineWords } from './words';

const words = english.application;

describe('the candidate page’s words (docs/026-languages.md "Pages reached from e-mails")', () => {
  it('has the contract’s words in the English catalog, by value', () => {
    expect(words.standings).toEqual(CANDIDATE_STANDINGS);
    expect(words.interviewStatus).toEqual(CANDIDATE_INTERVIEW_STATUS_WORDS);
    expect(words.stages.closed).toBe(CANDIDATE_STAGE_CLOSED);
    for (const status of APPLICATION_STATUSES) expect(words.timeline.status[status]).toBe(timelineText(status));
    expect(words.messages).toMatchObject({
      linkInvalid: CANDIDATE_LINK_INVALID_MESSAGE,
      linkSent: CANDIDATE_LINK_SENT_MESSAGE,
      withdrawRefused: CANDIDATE_WITHDRAW_REFUSED_MESSAGE,
      withdrawn: CANDIDATE_WITHDRAWN_MESSAGE,
      timeZoneSaved: CANDIDATE_TIME_ZONE_SAVED_MESSAGE,
      noTimeLeft: CANDIDATE_NO_TIME_LEFT_MESSAGE,
      notProposed: INTERVIEW_MESSAGES.notProposed,
      noSuchSlot: INTERVIEW_MESSAGES.noSuchSlot,
      rateLimit: FORM_RATE_LIMIT_MESSAGE,
    });
  });

  it('finds the key of a timeline entry, a stage and a message by the contract value they were made from', () => {
    expect(timelineWords({ kind: 'applied', text: 'You applied.' })).toEqual({ key: 'timeline.applied' });
    expect(timelineWords({ kind: 'status', text: timelineText('Rejected') })).toEqual({
      key: 'timeline.status.Rejected',
    });
    expect(timelineWords({ kind: 'status', text: 'Something else' })).toBeNull();
    expect(stageWords(candidateStageLabel({ stage: 'interviewing', round: 2 }))).toEqual({
      key: 'stages.interviewing',
      values: { round: 2 },
    });
    expect(stageWords(candidateStageLabel({ stage: 'offered', round: 0 }))).toEqual({ key: 'stages.offered' });
    expect(stageWords(candidateStageLabel({ stage: 'ended', round: 0 }))).toEqual({ key: 'stages.closed' });
    expect(messageWords(CANDIDATE_WITHDRAWN_MESSAGE)).toEqual({ key: 'messages.withdrawn' });
    expect(messageWords(candidateSlotPickedMessage('Monday 1 March 2027, 10:00 (UTC, GMT)'), '1 مارس')).toEqual({
      key: 'messages.slotPicked',
      values: { when: '1 مارس' },
    });
    expect(messageWords('Anything else')).toBeNull();
  });

  it('writes dates and times in the page’s language, Arabic with Latin digits (an interview’s: the contract’s)', () => {
    const iso = '2027-03-01T10:05:00.000Z';
    expect(candidateDateTime(iso, 'UTC', 'en')).toBe('1 March 2027 at 10:05');
    expect(candidateDateTime(iso, 'Asia/Dubai', 'ar')).toMatch(/^1 مارس 2027.*14:05$/);
    expect(calendarDate('2027-05-01', 'en')).toBe('1 May 2027');
    expect(calendarDate('2027-05-01', 'ar')).toBe('1 مايو 2027');
  });
});
