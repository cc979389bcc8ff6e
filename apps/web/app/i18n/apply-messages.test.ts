import {
  APPLICATION_CONSENT_LINK,
  APPLICATION_CONSENT_TEXT,
  APPLICATION_REPLY_PROMISE,
  APPLY_BUSY_MESSAGE,
  APPLY_FALLBACK_MESSAGE,
  APPLY_REFUSED_MESSAGE,
  APPLY_SUCCESS_MESSAGE,
  APPLY_UNCONFIRMED_MESSAGE,
  CONSENT_REQUIRED_MESSAGE,
  JOB_SEARCH_RELEVANCE_LABEL,
  JOB_SEARCH_SORTS,
  REQUIRED_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  talentPoolConsentText,
} from '@agency/contract';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import apply from './catalogs/en/apply';
import jobs from './catalogs/en/jobs';
import messages from './catalogs/en/messages';
import en from './catalogs/en';
import ar from './catalogs/ar';
import { translateMessage } from './messages';
import { JOB_DEFAULTS } from '~/features/jobs/jobs';

/**
 * The apply form's and the job board's English words are the contract's (docs/026-languages.md "The job board and
 * apply form in Arabic"): the catalogs write them out, so that the page reads as the contract says and the Arabic page
 * can find each message by its English text.
 */
describe('the apply form and job board catalogs', () => {
  it('write the contract’s messages word for word', () => {
    expect(messages.apply).toMatchObject({
      required: REQUIRED_MESSAGE,
      consentRequired: CONSENT_REQUIRED_MESSAGE,
      success: APPLY_SUCCESS_MESSAGE,
      fallback: APPLY_FALLBACK_MESSAGE,
      refused: APPLY_REFUSED_MESSAGE,
      unconfirmed: APPLY_UNCONFIRMED_MESSAGE,
      busy: APPLY_BUSY_MESSAGE,
      resumeType: RESUME_TYPE_MESSAGE,
      resumeSize: RESUME_SIZE_MESSAGE,
    });
  });

  it('say the agreement, the reply promise, the talent pool box and the orders as the contract does', () => {
    expect(apply.consentBefore + apply.consentLink + apply.consentAfter).toBe(APPLICATION_CONSENT_TEXT);
    expect(apply.consentLink).toBe(APPLICATION_CONSENT_LINK);
    expect(apply.replyPromise).toBe(APPLICATION_REPLY_PROMISE);
    for (const form of [apply.poolConsent_one, apply.poolConsent_other]) {
      expect(form.replace('{{count}}', '12')).toBe(`${talentPoolConsentText(12)} (optional)`);
    }
    expect(jobs.search.sorts).toEqual({
      ...Object.fromEntries(JOB_SEARCH_SORTS.map(({ value, label }) => [value, label])),
      relevance: JOB_SEARCH_RELEVANCE_LABEL,
    });
    expect(jobs.defaults).toEqual(Object.fromEntries(Object.entries(JOB_DEFAULTS).filter(([key]) => key !== 'type')));
  });

  it('say the apply form’s messages in Arabic, by their English text and pattern', async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'ar', resources: { ar: { translation: ar }, en: { translation: en } } });
    const say = (message: string) => translateMessage(message, t.t.bind(t));
    expect(say(REQUIRED_MESSAGE)).toBe('يُرجى تعبئة جميع الحقول المطلوبة والموافقة على الشروط.');
    expect(say(APPLY_SUCCESS_MESSAGE)).toBe('تم إرسال طلبك بنجاح!');
    expect(say('Your answer must be at most 500 characters.')).toContain('«إجابتك»');
    expect(say('Cover letter must be at most 5000 characters.')).toContain('خطاب التقديم');
  });
});
