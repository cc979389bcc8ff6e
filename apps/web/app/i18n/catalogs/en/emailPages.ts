/**
 * The pages reached from our e-mails' links (docs/026-languages.md "Pages reached from e-mails"): what every such page
 * shares (components/link-page.tsx), the job alert's confirm and unsubscribe pages, the talent pool's renewal, a
 * person's own data. The contract's messages are here word for word (emailPages.test.ts asserts each equals its
 * constant in packages/contract); `{{days}}` is the contract's number.
 */
const emailPages = {
  link: {
    browseJobs: 'Browse the job board',
    unknownHeading: 'This link does not work',
    failedHeading: 'Something went wrong',
  },
  alerts: {
    /** JOB_ALERT_UNKNOWN_LINK_MESSAGE, `days` = JOB_ALERT_UNCONFIRMED_DAYS. */
    unknownLink:
      'This link is unknown or has expired. Confirmation links work for {{days}} days; you can set up the alert again from the job board.',
    confirmTitle: 'Job alert',
    /** JOB_ALERT_CONFIRMED_MESSAGE. */
    confirmed: 'Your job alert is on.',
    emailAbout: 'We will email you about:',
    howOften:
      'At most one email a day, only when there are new jobs. Every email has a link to unsubscribe with one click.',
    confirmFailed: 'We could not confirm your job alert just now. Please open the link again.',
    unsubscribeTitle: 'Unsubscribe from a job alert',
    unsubscribedHeading: 'You are unsubscribed',
    /** JOB_ALERT_UNSUBSCRIBED_MESSAGE. */
    unsubscribed: 'You are unsubscribed. You will get no more emails about this job alert.',
    stopEmails: 'Stop the emails about new jobs for this job alert.',
    unsubscribe: 'Unsubscribe',
    unsubscribing: 'Unsubscribing...',
    unsubscribeFailed: 'We could not unsubscribe you just now. Please try again.',
  },
  /**
   * /talent-pool/renew (the talent pool's renewal link, docs/023-talent-pool.md "Consent and retention"). `{{until}}`
   * and `{{renewedUntil}}` are dates (`linkDate`), `count` the months a renewal gives (`TALENT_POOL_MONTHS`);
   * `unknownLink` and `failed` are the page server's answers word for word (emailPages.test.ts).
   */
  renewal: {
    title: 'Talent pool',
    offerHeading: 'Keep your CV in our talent pool?',
    offer_one:
      'We keep your CV for future roles until {{until}}. Renew to keep it for another {{count}} month, until {{renewedUntil}}.',
    offer_other:
      'We keep your CV for future roles until {{until}}. Renew to keep it for another {{count}} months, until {{renewedUntil}}.',
    renew_one: 'Renew for {{count}} month',
    renew_other: 'Renew for {{count}} months',
    renewedHeading: 'Your CV stays in our talent pool',
    renewed: 'Renewed: we keep your CV for future roles until {{until}}.',
    /** RENEWAL_UNKNOWN_MESSAGE (features/candidates/pool-renewal.server.ts). */
    unknownLink:
      'This link does not work: it was used already, or the period it was for has ended. Your data is handled as our Privacy Policy says.',
    /** RENEWAL_FAILED_MESSAGE. */
    failed: 'We could not renew just now. Please open the link again later.',
  },
  /**
   * /my-data (a staff-added candidate's own data, docs/023-talent-pool.md "Added by staff"). `legalBasis` is keyed by
   * the contract's `CandidateLegalBasis` and says `CANDIDATE_LEGAL_BASIS_FOR_PERSON` word for word in English;
   * `unknownLink` and `failed` are the page server's answers word for word (emailPages.test.ts). `{{until}}` is a date.
   */
  myData: {
    title: 'Your data',
    heldHeading: 'What {{site}} holds about you',
    heldIntro:
      'A recruiter added you to our talent pool. This is everything we hold; you can download it or have it erased. This link works until {{until}}.',
    rows: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      country: 'Country',
      tags: 'Tags',
      cv: 'CV',
      source: 'Where it came from',
      legalBasis: 'Legal basis',
      addedOn: 'Added on',
    },
    cv_one: 'We hold your CV.',
    cv_other: 'We hold {{count}} CVs.',
    fromCv: 'A recruiter entered it from your CV.',
    legalBasis: {
      'legitimate-interest':
        'our legitimate interest in matching people with suitable jobs (GDPR Article 6(1)(f)); you may object at any time',
      consent: 'your consent to be kept in our talent pool (GDPR Article 6(1)(a)); you may withdraw it at any time',
    },
    download: 'Download my data',
    erase: 'Erase my data',
    confirmHeading: 'Erase your data?',
    confirmText: 'We delete everything we hold about you: your details, your CV and our notes. This cannot be undone.',
    confirmErase: 'Yes, erase my data',
    keep: 'No, keep it',
    erasedHeading: 'Your data is erased',
    erased: 'We have erased everything we held about you: your details, your CV and our notes.',
    noneHeading: 'We hold no data about you',
    none: 'Your data is gone: it was erased or its time ran out. There is nothing more to do.',
    /** MY_DATA_UNKNOWN_MESSAGE (features/candidates/my-data.server.ts). */
    unknownLink:
      'This link does not work: it has expired or was not sent by us. To see or erase your data, write to us through our contact page.',
    /** MY_DATA_FAILED_MESSAGE. */
    failed: 'We could not answer just now. Please open the link again later.',
    privacy: 'Our privacy policy',
  },
  /**
   * /my-application (ask for the links again) and /my-application/<token> (the candidate's page). `standings`,
   * `timeline.status`, `stages` and `interviewStatus` are keyed by the contract's values (candidate-page.ts,
   * submission-stage.ts); `messages` are the contract's and the web server's answers word for word (emailPages.test.ts).
   */
  application: {
    title: 'Your application',
    requestTitle: 'Your application link',
    erasedHeading: 'Your data is erased',
    erasedText:
      'You withdrew your consent. We have erased everything we held under your e-mail address: your applications, your resume and our notes. This link no longer opens anything.',
    askAgain: 'Ask for your link again',
    appliedFor: '{{name}}, you applied for',
    atCompany: ' at {{company}}',
    reference: 'Reference: {{reference}}',
    standingTitle: 'Where it stands',
    standings: {
      received: { label: 'Received', text: 'We have your application and a recruiter will read it soon.' },
      'in-review': { label: 'In review', text: 'A recruiter is considering your application for this role.' },
      accepted: { label: 'Successful', text: 'Congratulations: your application was successful.' },
      'not-selected': {
        label: 'Not taken further',
        text: 'We are not taking this application further. Thank you for your interest.',
      },
      withdrawn: { label: 'Withdrawn', text: 'You withdrew this application.' },
    },
    withEmployer: 'With the employer:',
    stages: {
      submitted: 'Submitted',
      interviewing: 'Interviewing (round {{round}})',
      offered: 'Offered',
      placed: 'Placed',
      closed: 'This application is closed',
    },
    recruiter: 'Your recruiter: {{name}}',
    timelineTitle: 'Timeline',
    timeline: {
      applied: 'You applied.',
      withdrawn: 'You withdrew your application.',
      status: {
        Pending: 'Your application is waiting for a recruiter.',
        Reviewed: 'A recruiter reviewed your application.',
        Accepted: 'Your application was successful.',
        Rejected: 'We decided not to take your application further.',
      },
    },
    timeZone: 'Time zone of these dates',
    timeZoneSaved: 'Saved with your page.',
    timeZoneBrowser: 'Your browser’s, until you save one.',
    saveTimeZone: 'Save time zone',
    interviewsTitle: 'Interviews',
    interviewTitle: 'Round {{round}}: {{kind}} interview',
    kinds: { phone: 'phone', video: 'video', 'on-site': 'on site' },
    interviewStatus: { 'to-pick': 'Pick a time', booked: 'Booked', over: 'Took place', cancelled: 'Cancelled' },
    when: 'When',
    length: 'Length',
    videoLink: 'Video link',
    address: 'Address',
    addToCalendar: 'Add to my calendar (.ics)',
    pickTime: 'Pick a time that suits you',
    timesIn: 'Times in {{zone}}.',
    bookTime: 'Book this time',
    offerTitle: 'Offer',
    offerAccepted: 'You accepted this offer.',
    offerOpen: 'The employer made you an offer. Your recruiter will talk it through with you.',
    pay: 'Pay',
    startDate: 'Start date',
    withdrawTitle: 'Withdraw',
    withdrawQuestion: 'Withdraw your application?',
    withdrawExplanation:
      'We stop considering you for this role and tell our recruiters. This cannot be undone; to be considered again, apply again.',
    withdrawYes: 'Yes, withdraw my application',
    reasonLabel: 'Why are you withdrawing? (optional)',
    reasonHelp: 'Only our recruiters read it. At most {{max}} characters.',
    withdrawIntro: 'If you no longer want this role, tell us here.',
    withdrawButton: 'Withdraw my application',
    withdrew: 'You withdrew this application.',
    nothingToWithdraw: 'This application has ended, so there is nothing to withdraw.',
    goBack: 'No, go back',
    dataTitle: 'Your data',
    dataBefore:
      'Download everything we hold under your e-mail address, or withdraw your consent: we then erase it all, this and any other application, as our',
    privacyPolicy: 'privacy policy',
    dataAfter: 'promises.',
    consentQuestion: 'Withdraw your consent and erase your data?',
    consentExplanation:
      'We erase everything we hold under your e-mail address: your applications, your resume and our notes. We stop considering you for any role. This cannot be undone.',
    consentYes: 'Yes, erase my data',
    download: 'Download my data',
    withdrawConsent: 'Withdraw my consent',
    requestHeading: 'Lost the link to your application?',
    requestIntro:
      'Enter the e-mail address you applied with. We send you the link to the page of each of your applications, where you see where it stands.',
    email: 'E-mail address',
    sendLink: 'Send me my link',
    messages: {
      linkInvalid: 'This link does not work. It may have been replaced by a newer one. Ask for your link again below.',
      linkSent:
        'If this address applied for a job with us, an e-mail with the link to each of its applications is on its way.',
      withdrawRefused:
        'This application can no longer be withdrawn: it has ended. Write to us if anything has changed.',
      withdrawn:
        'Your application is withdrawn. We will not consider it further, and we have not told anyone but our recruiters.',
      timeZoneSaved: 'Your time zone is saved.',
      slotPicked: 'Your interview is booked for {{when}}. The invitation is on its way to you by e-mail.',
      noTimeLeft:
        'The times proposed for this interview have passed, so none can be picked. Your recruiter will propose new times here.',
      notProposed: 'This interview has no times to pick from.',
      noSuchSlot: 'Pick one of the proposed times.',
      chooseTimeZone: 'Choose a time zone from the list.',
      emailInvalid: 'Please enter a valid email address.',
      failed: 'We could not answer just now. Please open the link again later.',
      sendFailed: 'The link could not be sent. Please try again in a moment.',
      rateLimit: 'Too many submissions from your connection. Please wait a few minutes and try again.',
      reasonTooLong: 'The reason must be at most {{max}} characters.',
    },
  },
};

export default emailPages;
