import type { LucideIcon } from 'lucide-react';

/**
 * What the agency sells (docs/000-product.md §1 "tech, non-tech, remote, international hiring, executive search and HR
 * consulting"; docs/000-product.md §2 "Services": 16 cards, each with a description, a coverage list and a turnaround
 * text).
 */
export interface Service {
  /** Stable key, used for React keys and anchors. */
  id: string;
  title: string;
  description: string;
  /** What the service covers, 3-5 short items. */
  coverage: string[];
  /** How fast the client sees results, as shown on the card. */
  turnaround: string;
  icon: LucideIcon;
}

/** A service card's words, without its icon (content/service-icons.ts): what a loader sends, in either language. */
export type ServiceText = Omit<Service, 'icon'>;

/** The 16 service cards of /services, in the order they are shown. */
export const SERVICES: ServiceText[] = [
  {
    id: 'full-cycle-recruitment',
    title: 'Full-Cycle Recruitment',
    description:
      'We run the whole search for you: role briefing, sourcing, screening, interviews, offer and onboarding follow-up, with one recruiter accountable from start to finish.',
    coverage: [
      'Role scorecard and job advert',
      'Sourcing and first-round interviews',
      'Offer negotiation',
      'Follow-up through probation',
    ],
    turnaround: 'First profiles in 48-72 hours',
  },
  {
    id: 'tech-it-staffing',
    title: 'Tech & IT Staffing',
    description:
      'Software engineers, cloud and DevOps specialists, data scientists and security analysts, screened by recruiters who speak the language of your tech stack.',
    coverage: [
      'Technical pre-screening',
      'Take-home or live coding review',
      'Permanent and contract roles',
      'Junior to principal level',
    ],
    turnaround: 'Shortlist within 48 hours',
  },
  {
    id: 'non-it-business-hiring',
    title: 'Non-IT & Business Hiring',
    description:
      'Finance, sales, marketing, HR, operations and customer support professionals who keep the business running and growing.',
    coverage: [
      'Finance and accounting',
      'Sales and business development',
      'Marketing and communications',
      'Operations and administration',
    ],
    turnaround: 'First profiles in 48-72 hours',
  },
  {
    id: 'international-hiring',
    title: 'International Hiring',
    description:
      'Hire in another country without opening an office there. We find the people, check local employment rules and coordinate visas and relocation.',
    coverage: [
      'Cross-border sourcing in 20+ countries',
      'Local labour-law checks',
      'Visa and relocation coordination',
      'Offer localisation',
    ],
    turnaround: 'Profiles in 3-5 working days',
  },
  {
    id: 'executive-search',
    title: 'Executive Search',
    description:
      'Confidential, research-led searches for C-level, director and board roles, with in-depth referencing and a written assessment of every finalist.',
    coverage: [
      'Market mapping and discreet approach',
      'Competency-based assessment',
      '360° referencing',
      'Compensation benchmarking',
    ],
    turnaround: 'Longlist in 2 weeks',
  },
  {
    id: 'hr-consulting',
    title: 'HR Consulting',
    description:
      'Practical HR advice for growing companies: hiring processes, job architecture, salary bands, policies and performance reviews that people actually use.',
    coverage: [
      'Hiring process design',
      'Salary bands and job levels',
      'HR policies and handbooks',
      'Performance review frameworks',
    ],
    turnaround: 'Proposal within 5 working days',
  },
  {
    id: 'remote-team-building',
    title: 'Remote Team Building',
    description:
      'Distributed teams hired across time zones that overlap with yours, with the tooling, working agreements and onboarding a remote team needs.',
    coverage: [
      'Time-zone matched sourcing',
      'Remote-readiness screening',
      'Onboarding plans',
      'Team rituals and tooling advice',
    ],
    turnaround: 'First profiles in 48-72 hours',
  },
  {
    id: 'contract-temporary-staffing',
    title: 'Contract & Temporary Staffing',
    description:
      'Cover for peaks, projects, parental leave and launches, from a single specialist for a month to a full project team for a year.',
    coverage: [
      'Short and long-term contracts',
      'Timesheets and invoicing',
      'Extensions and early release',
      'Compliance with local contractor rules',
    ],
    turnaround: 'Available candidates within 48 hours',
  },
  {
    id: 'contract-to-hire',
    title: 'Contract-to-Hire',
    description:
      'Work with a professional on contract first and make them permanent when you are both sure, with the conversion fee agreed up front.',
    coverage: [
      'Trial period on contract',
      'Agreed conversion terms',
      'Performance check-ins',
      'Smooth transfer to your payroll',
    ],
    turnaround: 'Start within 1-2 weeks',
  },
  {
    id: 'recruitment-process-outsourcing',
    title: 'Recruitment Process Outsourcing',
    description:
      'An embedded recruiting team that works as your in-house talent function for volume hiring, new markets or a fast-growing department.',
    coverage: [
      'Dedicated recruiters on your tools',
      'Hiring-manager training',
      'Weekly pipeline reporting',
      'Employer-branded candidate experience',
    ],
    turnaround: 'Team in place within 2 weeks',
  },
  {
    id: 'graduate-campus-hiring',
    title: 'Graduate & Campus Hiring',
    description:
      'Internship and graduate programmes filled with motivated early-career talent from the universities and bootcamps that fit your roles.',
    coverage: [
      'University and bootcamp partnerships',
      'Assessment days',
      'Internship programmes',
      'Graduate onboarding',
    ],
    turnaround: 'Campaign plan within 1 week',
  },
  {
    id: 'background-verification',
    title: 'Background Verification',
    description:
      'Every candidate we present is checked: national ID, degrees, employment history and references, with results documented for your records.',
    coverage: ['National ID check', 'Degree verification', 'Employment history', 'Reference calls'],
    turnaround: 'Reports in 3-5 working days',
  },
  {
    id: 'payroll-employer-of-record',
    title: 'Payroll & Employer of Record',
    description:
      'We employ your hire in their country on your behalf, run payroll and statutory benefits, and keep contracts compliant with local law.',
    coverage: [
      'Local employment contracts',
      'Monthly payroll and payslips',
      'Statutory benefits and leave',
      'Tax and social security filings',
    ],
    turnaround: 'Onboarding within 5 working days',
  },
  {
    id: 'talent-mapping',
    title: 'Talent Mapping & Market Insights',
    description:
      'Know who is out there before you open a role: salary benchmarks, competitor team structures and the size of the talent pool in each city.',
    coverage: [
      'Salary benchmarking',
      'Competitor mapping',
      'Talent pool sizing by location',
      'Hiring-plan recommendations',
    ],
    turnaround: 'Report in 1-2 weeks',
  },
  {
    id: 'employer-branding',
    title: 'Employer Branding',
    description:
      'Job adverts, careers pages and interview experiences that make the right candidates want to work for you, and say yes faster.',
    coverage: [
      'Employer value proposition',
      'Job advert rewriting',
      'Careers page content',
      'Candidate experience review',
    ],
    turnaround: 'First drafts within 1 week',
  },
  {
    id: 'onboarding-retention',
    title: 'Onboarding & Retention Support',
    description:
      'A placement is only a success if it lasts. We check in with your hire and their manager through probation, and replace free of charge if they leave.',
    coverage: [
      '30-, 60- and 90-day check-ins',
      'Manager feedback sessions',
      'Exit insights',
      'Free replacement during probation',
    ],
    turnaround: 'Included with every placement',
  },
];

/** A country the agency hires in (docs/000-product.md §2 "Countries served: US, UK, UAE, Saudi Arabia, Pakistan"). */
export interface Country {
  name: string;
  /** Short code shown as a badge. */
  code: string;
  /** Where most placements happen. */
  hubs: string;
  note: string;
}

/** The five countries, in the order they are shown. */
export const COUNTRIES_SERVED: Country[] = [
  {
    name: 'United States',
    code: 'US',
    hubs: 'New York, Austin, San Francisco',
    note: 'Tech, finance and healthcare hiring, permanent and contract.',
  },
  {
    name: 'United Kingdom',
    code: 'UK',
    hubs: 'London, Manchester, Edinburgh',
    note: 'Fintech, professional services and remote engineering teams.',
  },
  {
    name: 'United Arab Emirates',
    code: 'UAE',
    hubs: 'Dubai, Abu Dhabi',
    note: 'Relocation hiring with visa coordination for growing regional teams.',
  },
  {
    name: 'Saudi Arabia',
    code: 'KSA',
    hubs: 'Riyadh, Jeddah, Dammam',
    note: 'Vision 2030 projects, digital transformation and Saudization-aware hiring.',
  },
  {
    name: 'Pakistan',
    code: 'PK',
    hubs: 'Lahore, Karachi, Islamabad',
    note: 'Engineering and support teams working in your time zone.',
  },
];

/**
 * The long texts of /services in one language: the 16 service cards and the five countries. The Arabic twin
 * (content/ar/services.ts) has this type; the page's loader sends the one of the page's language.
 */
export interface ServicesContent {
  services: ServiceText[];
  countries: Country[];
}

/** The English texts of /services. */
export const SERVICES_CONTENT: ServicesContent = { services: SERVICES, countries: COUNTRIES_SERVED };
