import type { ApplicationStatus } from '@agency/contract';

/** Demo applications (some in every status) and contact enquiries. `job` is an index into SEED_JOBS. */
export const SEED_APPLICATIONS: Array<{
  fullName: string;
  email: string;
  phone: string;
  job: number;
  status: ApplicationStatus;
  /** How long ago the application arrived (spread over the dashboard chart's 12 weeks). */
  daysAgo: number;
  coverLetter: string;
}> = [
  {
    fullName: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    phone: '+44 7700 900123',
    job: 0,
    daysAgo: 0,
    status: 'Pending',
    coverLetter:
      'I have spent six years building React and Node.js products in payments, most recently leading the checkout rewrite at a London scale-up. I would love to bring that experience to Northwind.',
  },
  {
    fullName: 'Fatima Al-Sayed',
    email: 'fatima.alsayed@example.com',
    phone: '+971 50 123 4567',
    job: 6,
    daysAgo: 9,
    status: 'Reviewed',
    coverLetter:
      "My forecasting work for a regional grocery chain cut fresh-produce waste by 18%. I am excited by Crescent's scale and the chance to work closely with category managers.",
  },
  {
    fullName: 'Bilal Ahmed',
    email: 'bilal.ahmed@example.com',
    phone: '+92 300 1234567',
    job: 4,
    daysAgo: 20,
    status: 'Accepted',
    coverLetter:
      'I finished my computer science degree last year and have built two Laravel shops for family businesses. I learn quickly and enjoy clean, readable code.',
  },
  {
    fullName: 'Emily Carter',
    email: 'emily.carter@example.com',
    phone: '+1 212 555 0143',
    job: 8,
    daysAgo: 33,
    status: 'Rejected',
    coverLetter:
      'Data engineer with four years of Spark and Airflow experience in retail banking. I care about data contracts and reliable pipelines.',
  },
  {
    fullName: 'Priya Nair',
    email: 'priya.nair@example.com',
    phone: '+971 55 765 4321',
    job: 34,
    daysAgo: 2,
    status: 'Pending',
    coverLetter:
      'ICU nurse with five years of experience in a 30-bed unit, BLS and ACLS certified, and ready to relocate to Abu Dhabi with my family.',
  },
  {
    fullName: 'Marco Rossi',
    email: 'marco.rossi@example.com',
    phone: '+49 151 23456789',
    job: 13,
    daysAgo: 15,
    status: 'Reviewed',
    coverLetter:
      'Cloud security engineer with ISO 27001 audit experience on Azure. I enjoy making security checks part of everyday delivery.',
  },
  {
    fullName: 'Hana Yusuf',
    email: 'hana.yusuf@example.com',
    phone: '+966 55 234 5678',
    job: 30,
    daysAgo: 45,
    status: 'Accepted',
    coverLetter:
      'Bilingual support agent with two years at an e-commerce company in Jeddah. Customers tell me I make problems feel simple.',
  },
  {
    fullName: 'Tom Becker',
    email: 'tom.becker@example.com',
    phone: '+44 7700 900456',
    job: 5,
    daysAgo: 61,
    status: 'Pending',
    coverLetter:
      'QA automation engineer, four years of Playwright and Cypress. I have taken a flaky 40-minute suite down to 9 reliable minutes.',
  },
];

export const SEED_CONTACTS = [
  {
    fullName: 'Rachel Green',
    company: 'Brightside Retail',
    email: 'rachel.green@example.com',
    phone: '+44 20 7946 0011',
    service: 'recruitment-services',
    message:
      'We are opening three new stores in Manchester and need store managers and assistant managers by March. Could we book a call this week?',
  },
  {
    fullName: 'Khalid Mansour',
    company: 'Mansour Engineering',
    email: 'khalid@example.com',
    phone: '+971 4 555 0199',
    service: 'it-staffing',
    message: 'Looking for two senior .NET developers on six-month contracts, on-site in Dubai.',
  },
  {
    fullName: 'Sophie Laurent',
    company: 'Atelier Nord',
    email: 'sophie.laurent@example.com',
    phone: '',
    service: 'international-hiring',
    message: 'We would like to hire our first employee in Pakistan. Do you offer employer-of-record services?',
  },
  {
    fullName: 'David Kim',
    company: 'Kim & Partners',
    email: 'david.kim@example.com',
    phone: '+1 512 555 0177',
    service: 'executive-search',
    message: 'We are searching for a CFO ahead of a funding round. Please send your executive search terms.',
  },
  {
    fullName: 'Amna Siddiqui',
    company: '',
    email: 'amna.siddiqui@example.com',
    phone: '+92 321 7654321',
    service: 'other',
    message: 'I am a nurse interested in working in the UAE. Do you help candidates with licensing?',
  },
  {
    fullName: 'Peter Novak',
    company: 'Novak Logistics',
    email: 'peter.novak@example.com',
    phone: '',
    service: 'hr-consulting',
    message: 'We need help designing a performance review process for 200 employees.',
  },
] as const;
