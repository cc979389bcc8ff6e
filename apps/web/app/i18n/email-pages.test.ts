import {
  JOB_ALERT_CONFIRMED_MESSAGE,
  JOB_ALERT_UNCONFIRMED_DAYS,
  JOB_ALERT_UNKNOWN_LINK_MESSAGE,
  JOB_ALERT_UNSUBSCRIBED_MESSAGE,
} from '@agency/contract';
import { describe, expect, it } from 'vitest';
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
});
