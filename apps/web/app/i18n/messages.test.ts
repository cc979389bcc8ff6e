import {
  CONTACT_FAILURE_MESSAGE,
  CONTACT_SUCCESS_MESSAGE,
  FORM_RATE_LIMIT_MESSAGE,
  HIRE_FAILURE_MESSAGE,
  HIRE_LOCATION_MESSAGES,
  HIRE_SUCCESS_MESSAGE,
  JOB_ALERT_FAILURE_MESSAGE,
  JOB_ALERT_SUBSCRIBED_MESSAGE,
  JOB_DESCRIPTION_SIZE_MESSAGE,
  JOB_DESCRIPTION_TYPE_MESSAGE,
  JOB_PROBLEM_MESSAGES,
  PHONE_FORMAT_MESSAGE,
} from '@agency/contract';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { flatten } from './catalog';
import ar from './catalogs/ar';
import en from './catalogs/en';
import english from './catalogs/en/messages';
import arabic from './catalogs/ar/messages';
import { englishMessage, messageKey, translateMessage } from './messages';
import forms from './catalogs/en/forms';
import { RESPONSE_PROMISE } from '~/content/contact';
import { SITE } from '~/content/site';

let t: TFunction;
beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'ar',
    fallbackLng: false,
    resources: { en: { translation: en }, ar: { translation: ar } },
    interpolation: { escapeValue: false },
  });
  t = instance.t;
});
const say = (message: string) => translateMessage(message, t);

describe('the forms’ messages (docs/026-languages.md "Forms and their messages")', () => {
  it('are in the English catalog word for word as the contract has them', () => {
    expect({
      contactSuccess: english.contactSuccess,
      contactFailure: english.contactFailure,
      hireSuccess: english.hireSuccess,
      hireFailure: english.hireFailure,
      hireCountry: english.hireCountry,
      hireApplicantLocations: english.hireApplicantLocations,
      jobDescriptionType: english.jobDescriptionType,
      jobDescriptionSize: english.jobDescriptionSize,
      salaryRange: english.salaryRange,
      salaryCurrency: english.salaryCurrency,
      jobAlertSubscribed: english.jobAlertSubscribed,
      jobAlertFailure: english.jobAlertFailure,
      phoneFormat: english.phoneFormat,
      rateLimit: english.rateLimit,
    }).toEqual({
      contactSuccess: CONTACT_SUCCESS_MESSAGE,
      contactFailure: CONTACT_FAILURE_MESSAGE,
      hireSuccess: HIRE_SUCCESS_MESSAGE,
      hireFailure: HIRE_FAILURE_MESSAGE,
      hireCountry: HIRE_LOCATION_MESSAGES.country,
      hireApplicantLocations: HIRE_LOCATION_MESSAGES.applicantLocations,
      jobDescriptionType: JOB_DESCRIPTION_TYPE_MESSAGE,
      jobDescriptionSize: JOB_DESCRIPTION_SIZE_MESSAGE,
      salaryRange: JOB_PROBLEM_MESSAGES.salary_range,
      salaryCurrency: JOB_PROBLEM_MESSAGES.salary_currency,
      jobAlertSubscribed: JOB_ALERT_SUBSCRIBED_MESSAGE,
      jobAlertFailure: JOB_ALERT_FAILURE_MESSAGE,
      phoneFormat: PHONE_FORMAT_MESSAGE,
      rateLimit: FORM_RATE_LIMIT_MESSAGE,
    });
  });

  it('keep the site’s hours and reply promise as the content modules word them', () => {
    expect([forms.details.hours, forms.contact.responsePromise]).toEqual([SITE.hours, RESPONSE_PROMISE]);
  });

  it('say a contract message in Arabic', () => {
    expect(say(CONTACT_SUCCESS_MESSAGE)).toBe('تم إرسال رسالتك بنجاح!');
    expect(say(PHONE_FORMAT_MESSAGE)).toBe(arabic.phoneFormat);
    expect(say(english.hire.companyMissing)).toBe(arabic.hire.companyMissing);
  });

  it('read a message with numbers by its pattern, its label said in Arabic too', () => {
    expect(messageKey('Full name must be at most 120 characters.')).toEqual({
      key: 'messages.tooLong',
      values: { label: 'Full name', max: '120' },
    });
    expect(say('Full name must be at most 120 characters.')).toBe('يجب ألا يتجاوز حقل «الاسم الكامل» 120 حرفًا.');
    const hires = englishMessage(english.hire.hiresInvalid, { max: 500 });
    expect(hires).toBe('The number of hires must be a whole number from 1 to 500.');
    expect(say(hires)).toBe('يجب أن يكون عدد الموظفين المطلوبين عددًا صحيحًا من 1 إلى 500.');
  });

  it('leave a message the catalog lacks as it came', () => {
    expect(messageKey('Something the CMS said.')).toBeNull();
    expect(say('Something the CMS said.')).toBe('Something the CMS said.');
  });

  it('give one English text one Arabic text (a text found by its words cannot mean two things)', () => {
    const arabicOf = new Map<string, string>();
    const arabicFlat = flatten({ messages: arabic });
    for (const [key, text] of Object.entries(flatten({ messages: english }))) {
      const known = arabicOf.get(text);
      if (known !== undefined) expect({ text, arabic: arabicFlat[key] }).toEqual({ text, arabic: known });
      arabicOf.set(text, arabicFlat[key]);
    }
  });
});
