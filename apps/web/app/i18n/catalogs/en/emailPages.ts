/**
 * The pages reached from our e-mails' links (docs/026-languages.md "Pages reached from e-mails"): what every such page
 * shares (components/link-page.tsx), the job alert's confirm and unsubscribe pages. The contract's messages are here
 * word for word (emailPages.test.ts asserts each equals its constant in packages/contract); `{{days}}` is the
 * contract's number.
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
};

export default emailPages;
