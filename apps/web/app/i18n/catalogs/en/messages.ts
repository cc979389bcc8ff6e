/**
 * The public forms' messages (docs/026-languages.md "Forms and their messages"): what a form says under a field or in
 * its answer box, from the browser's check and from the server alike. The first group is the contract's constants,
 * word for word (messages.test.ts asserts each equals its constant in packages/contract); the rest are the web app's
 * own words for the contract's rules (the forms' error maps read them from here). `{{name}}` marks a part that varies:
 * `translateMessage` (../../messages.ts) reads such a message back by its pattern and says it in the page's language.
 */
const messages = {
  contactSuccess: 'Message sent successfully!',
  contactFailure: 'Failed to send message. Please try again.',
  hireSuccess:
    'Thank you. Your hiring request has been sent: a consultant will reply within 24 hours. We have e-mailed you a copy.',
  hireFailure: 'Failed to send your hiring request. Please try again.',
  hireCountry: 'Choose the country where the work is.',
  hireApplicantLocations: 'Choose at least one country where the hire may live.',
  jobDescriptionType: 'The job description must be a .pdf, .doc or .docx file.',
  jobDescriptionSize: 'The job description must be 5 MB or smaller.',
  salaryRange: 'The maximum salary must be at least the minimum.',
  salaryCurrency: 'Choose the currency of the salary.',
  jobAlertSubscribed: 'Check your inbox to confirm your job alert.',
  jobAlertFailure: 'We could not set up your job alert. Please try again.',
  phoneFormat: 'Please enter a valid phone number, for example +971 4 123 4567 (at least 6 digits).',
  rateLimit: 'Too many submissions from your connection. Please wait a few minutes and try again.',

  /** A text over its limit (lib/form-error-map.ts); `label` is one of `labels`. */
  tooLong: '{{label}} must be at most {{max}} characters.',
  /** The fields' names inside `tooLong`. */
  labels: {
    fullName: 'Full name',
    company: 'Company',
    emailAddress: 'Email address',
    phone: 'Phone',
    message: 'Message',
    yourName: 'Your name',
    workEmail: 'Work e-mail',
    roleTitle: 'Role title',
    city: 'City',
    requirements: 'Requirements',
    mustHave: 'Each must-have',
    email: 'Email',
    coverLetter: 'Cover letter',
    yourAnswer: 'Your answer',
  },
  contact: {
    fullNameMissing: 'Please enter your full name.',
    emailMissing: 'Please enter your email address.',
    messageMissing: 'Please tell us about your needs.',
    emailInvalid: 'Please enter a valid email address.',
    serviceInvalid: 'Please choose a service from the list.',
  },
  hire: {
    companyMissing: 'Please enter your company’s name.',
    contactNameMissing: 'Please enter your name.',
    emailMissing: 'Please enter your work e-mail address.',
    roleTitleMissing: 'Please enter the title of the role.',
    workplaceMissing: 'Choose where the work is done.',
    employmentTypeMissing: 'Choose the type of employment.',
    requirementsMissing: 'Please tell us what the role requires.',
    emailInvalid: 'Please enter a valid e-mail address.',
    hiresInvalid: 'The number of hires must be a whole number from 1 to {{max}}.',
    countryInvalid: 'Choose a country from the list.',
    applicantLocationsInvalid: 'Choose countries from the list.',
    salaryMinInvalid: 'The minimum must be a whole number from 0 to {{max}}.',
    salaryMaxInvalid: 'The maximum must be a whole number from 0 to {{max}}.',
    salaryCurrencyInvalid: 'Choose a currency from the list.',
    salaryPeriodInvalid: 'Choose a period from the list.',
    startDateInvalid: 'Enter the start date as a date.',
    mustHavesInvalid: 'Write at most {{max}} must-haves, one a line.',
    screeningPresetsInvalid: 'Choose questions from the list.',
  },
  /**
   * The apply form (features/applications): the contract's messages word for word (`REQUIRED_MESSAGE`,
   * `APPLY_SUCCESS_MESSAGE`…; apply-messages.test.ts), the form's own words for the screening answers, and the CMS's
   * refusals of a missing or closed job.
   */
  apply: {
    required: 'Please fill in all required fields and agree to the terms.',
    fieldRequired: 'This field is required.',
    consentRequired: 'Please tick this box to agree to the privacy policy.',
    success: 'Your application has been submitted successfully!',
    fallback: 'Failed to submit application. Please try again.',
    refused: 'Failed to create application',
    unconfirmed:
      'We could not confirm that your application arrived. Please send it again: if it did arrive, it will not be stored twice.',
    busy: 'We are receiving a lot of applications right now and yours was not sent. Please send it again in a minute.',
    resumeType: 'Resume must be a .pdf, .doc or .docx file.',
    resumeSize: 'Resume must be 5 MB or smaller.',
    jobUnavailable: 'This job is not available.',
    countryInvalid: 'Please choose a country from the list.',
    amountInvalid: 'Please enter a whole amount from 0 to {{max}}.',
    numberInvalid: 'Please enter a number from 0 to {{max}}.',
    choiceInvalid: 'Please choose one of the answers.',
    jobMissing: 'The job you are applying to does not exist.',
    jobClosed: 'This job is closed and no longer accepts applications.',
  },
};

export default messages;
