import {
  CANDIDATE_LEGAL_BASIS_FOR_PERSON,
  JOB_ALERT_CONFIRMED_MESSAGE,
  JOB_ALERT_UNCONFIRMED_DAYS,
  JOB_ALERT_UNKNOWN_LINK_MESSAGE,
  JOB_ALERT_UNSUBSCRIBED_MESSAGE,
} from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { linkDate } from '~/components/link-page';
import { MY_DATA_FAILED_MESSAGE, MY_DATA_UNKNOWN_MESSAGE } from '~/features/candidates/my-data.server';
import { RENEWAL_FAILED_MESSAGE, RENEWAL_UNKNOWN_MESSAGE } from '~/features/candidates/pool-renewal.server';
import arabic from './catalogs/ar/emailPages';
import english from './catalogs/en/emailPages';
import { englishMessage } from './messages';

describe('the pages reached from e-mails (docs/026-languages.md "Pages reached from e-mails")', () => {
  it('say the contract’s messages word for word in English', () => {
    expect({
      confirmed: english.alerts.confirmed,
      unsubscribed: english.alerts.unsubscribed,
      unknownLink: englishMessage(english.alerts.unknownLink, { days: JOB_ALERT_UNCONFIRMED_DAYS }),
    }).toEqual({
      confirmed: JOB_ALERT_CONFIRMED_MESSAGE,
      unsubscribed: JOB_ALERT_UNSUBSCRIBED_MESSAGE,
      unknownLink: JOB_ALERT_UNKNOWN_LINK_MESSAGE,
    });
  });

  it('say the talent pool renewal page server’s answers word for word in English, and in Arabic', () => {
    expect({ unknownLink: english.renewal.unknownLink, failed: english.renewal.failed }).toEqual({
      unknownLink: RENEWAL_UNKNOWN_MESSAGE,
      failed: RENEWAL_FAILED_MESSAGE,
    });
    expect(arabic.renewal.unknownLink).toMatch(/^هذا الرابط لا يعمل/);
  });

  it('say the personal-data page server’s answers and the legal bases word for word in English', () => {
    expect({ unknownLink: english.myData.unknownLink, failed: english.myData.failed }).toEqual({
      unknownLink: MY_DATA_UNKNOWN_MESSAGE,
      failed: MY_DATA_FAILED_MESSAGE,
    });
    expect(english.myData.legalBasis).toEqual(CANDIDATE_LEGAL_BASIS_FOR_PERSON);
    expect(Object.keys(arabic.myData.legalBasis)).toEqual(Object.keys(CANDIDATE_LEGAL_BASIS_FOR_PERSON));
  });

  it('write a link page’s dates in the page’s language, in UTC, Latin digits in Arabic', () => {
    expect(linkDate('2027-03-01T23:30:00Z')).toBe('1 March 2027');
    expect(linkDate('2027-03-01T23:30:00Z', 'en')).toBe('1 March 2027');
    expect(linkDate('2027-03-01T23:30:00Z', 'ar')).toBe('1 مارس 2027');
  });
});
