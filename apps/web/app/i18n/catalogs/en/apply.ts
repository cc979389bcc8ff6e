import { YES_NO_LABELS } from '@agency/contract';

/**
 * The apply form of a job page and its panel (features/applications/components): heading, labels, hints, the
 * agreement's words, buttons. Its messages (missing fields, success, failures) are in ./messages.ts (`messages.apply`),
 * said through `useMessage`. The agreement stored with an application is the contract's English text
 * (`APPLICATION_CONSENT_TEXT`); `consentBefore` + `consentLink` + `consentAfter` are its words.
 */
const apply = {
  heading: 'Apply for this job',
  closedHeading: 'Applications closed',
  replyPromise: 'Our recruiters reply to every application within 48 hours.',
  closedBefore: 'This position is closed and no longer accepts applications.',
  closedLink: 'See the open positions',
  shortcut: 'Apply',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone',
  country: 'Where do you live? (optional)',
  countryPlaceholder: 'Choose a country',
  coverLetter: 'Cover Letter',
  resume: 'Resume (PDF, DOC or DOCX, up to 5 MB)',
  consentBefore: 'I agree to the storage and handling of my data by this website, as described in the ',
  consentLink: 'Privacy Policy',
  consentAfter: '.',
  /** The contract's `talentPoolConsentText` (its words for any number of months), then "(optional)". */
  poolConsent_one: 'Keep my CV in your talent pool for future roles for {{count}} months. (optional)',
  poolConsent_other: 'Keep my CV in your talent pool for future roles for {{count}} months. (optional)',
  uploading: 'Uploading resume',
  submitting: 'Submitting...',
  submit: 'Submit Application',
  /** The fixed words around a job's screening questions (the questions themselves are the job's, as staff wrote them). */
  screening: {
    optional: '{{label}} (optional)',
    chooseAnswer: 'Choose an answer',
    chooseCountry: 'Choose a country',
    yesNo: YES_NO_LABELS.en,
    amount: 'Amount',
    currency: 'Currency',
    currencyCommon: 'Common',
    currencyAll: 'All currencies',
    choose: 'Choose',
    per: 'Per',
    periods: { HOUR: 'hour', DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' },
  },
};

export default apply;
