import {
  JOB_TYPE_LABELS,
  SALARY_PERIOD_LABELS,
  SCREENING_PRESET_LABELS,
  SERVICE_LABELS,
  WORKPLACE_LABELS,
} from '@agency/contract';

/**
 * The public forms' words (the contact form, the hiring request form of /hire, "Email me jobs like these"): labels,
 * hints, placeholders, buttons, and the words of their fixed choices by the value that is stored (the value sent is
 * always the code; only its words change with the language: the contract's `*_LABELS`, which the CMS's e-mails say too). Their messages are in ./messages.ts.
 */
const forms = {
  sending: 'Sending...',
  requiredBefore: 'Fields marked',
  requiredStar: 'with an asterisk',
  requiredAfter: 'are required.',
  contact: {
    heading: 'Send Us a Message',
    fullName: 'Full Name',
    company: 'Company',
    email: 'Email Address',
    phone: 'Phone',
    service: 'Service',
    servicePlaceholder: 'Select a service (optional)',
    message: 'Message / Project Details',
    messagePlaceholder: 'The roles you need, locations, timeline…',
    submit: 'Send Message',
    privacy: 'We use your details only to answer your enquiry.',
    responsePromise: 'We reply to every enquiry within 24 hours.',
    whyClients: 'Why clients work with us',
    /** The message a `?subject=` prefills (content/contact.ts CONTACT_SUBJECTS), completed by the visitor. */
    subjects: {
      accessibility:
        'Accessibility barrier\nPage (its address or name):\nWhat I was trying to do:\nWhat happened:\nBrowser, device and assistive technology (optional):\n',
    },
  },
  /** The agency's contact details card (features/enquiries/components/contact-details.tsx). */
  details: {
    heading: 'Contact details',
    officesIn: 'Offices in {{cities}}',
    hoursHeading: 'Business hours',
    hours: 'Mon-Fri 9:00 AM-6:00 PM',
    hoursNote: 'Local time at each office',
  },
  services: SERVICE_LABELS.en,
  hire: {
    heading: 'Your hiring request',
    aboutYou: 'About you',
    company: 'Company',
    contactName: 'Your name',
    email: 'Work e-mail',
    phone: 'Phone',
    theRole: 'The role',
    roleTitle: 'Role title',
    hires: 'Number of hires',
    hiresHint: '1 to {{max}}; 1 if left empty.',
    employmentType: 'Employment type',
    employmentTypePlaceholder: 'Choose a type',
    startDate: 'Wished start date',
    where: 'Where',
    workplace: 'Workplace',
    workplacePlaceholder: 'Choose a workplace',
    country: 'Country',
    countryHint: 'For on-site and hybrid work.',
    countryPlaceholder: 'Choose a country',
    city: 'City',
    applicantLocations: 'Countries the hire may live in',
    applicantLocationsHint: 'For remote work. Hold Ctrl (⌘ on a Mac) to choose several.',
    salary: 'Salary budget (optional)',
    salaryMin: 'Minimum',
    salaryMax: 'Maximum',
    currency: 'Currency',
    currencyPlaceholder: 'Choose a currency',
    currencyCommon: 'Common',
    currencyAll: 'All currencies',
    period: 'Per',
    periodPlaceholder: 'Choose a period',
    requirements: 'Requirements',
    requirementsPlaceholder: 'Must-have skills and experience, languages, certifications, visa or travel…',
    mustHaves: 'Must-haves, one a line (optional)',
    mustHavesHint:
      'Up to {{max}}. Each becomes a yes-or-no question on the apply form; an applicant who answers No is flagged to our recruiters.',
    mustHavesPlaceholder: 'A UAE driving licence',
    askApplicants: 'Ask applicants (optional)',
    jobDescription: 'Job description (PDF, DOC or DOCX)',
    jobDescriptionHint: 'Optional, up to {{size}}.',
    submit: 'Send Hiring Request',
    privacy: 'We use your details only to answer your request.',
  },
  workplaces: WORKPLACE_LABELS.en,
  jobTypes: JOB_TYPE_LABELS.en,
  periods: SALARY_PERIOD_LABELS.en,
  screeningPresets: SCREENING_PRESET_LABELS.en,
  jobAlert: {
    heading: 'Email me jobs like these',
    explanation: '{{search}}: at most one email a day, only when there are new jobs. Unsubscribe with one click.',
    email: 'Email address',
    submit: 'Email me jobs like these',
    /** The search in words (the contract's `describeJobAlertSearch` says it in English). */
    allNewJobs: 'All new jobs',
    newJobs: 'New jobs',
    newJobsMatching: 'New jobs matching "{{q}}"',
  },
};

export default forms;
