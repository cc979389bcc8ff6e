import {
  BadgeCheck,
  Clock,
  Compass,
  Globe,
  HeartHandshake,
  Headphones,
  RefreshCcw,
  Scale,
  ShieldCheck,
  Sparkles,
  Target,
  UserCheck,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * Why clients choose the agency and what it stands for (docs/000-product.md §2: home "Why choose us: eight cards";
 * About "six why-choose cards, four core values", story and mission). Promises follow docs/000-product.md §1.
 */
export interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The eight cards of the home page's "Why choose us" section. */
export const HOME_WHY_CHOOSE_US: Feature[] = [
  {
    title: 'Hire within 48 hours',
    description: 'A shortlist of vetted candidates within 48 hours, and first profiles in 48-72 hours for most roles.',
    icon: Zap,
  },
  {
    title: 'Background-checked talent',
    description: 'National ID, degree, employment history and references are verified before you meet anyone.',
    icon: ShieldCheck,
  },
  {
    title: 'Free replacement',
    description: 'If a placed candidate leaves during probation, we find a replacement at no extra cost.',
    icon: RefreshCcw,
  },
  {
    title: 'Global reach',
    description: 'Recruiters on the ground for Europe, the UAE, the USA, the UK and the wider Middle East.',
    icon: Globe,
  },
  {
    title: 'Specialist recruiters',
    description: '150+ recruiters, each focused on one field, so your brief is understood on the first call.',
    icon: UserCheck,
  },
  {
    title: 'Compliance handled',
    description: 'Contracts, right-to-work checks and local labour rules are covered for every country we hire in.',
    icon: Scale,
  },
  {
    title: 'Transparent fees',
    description: 'One agreed fee per placement, no retainers for standard roles and no charge if we do not deliver.',
    icon: BadgeCheck,
  },
  {
    title: '24/7 client support',
    description: 'A dedicated account manager and a support line that answers around the clock, in your time zone.',
    icon: Headphones,
  },
];

/** The six "why choose us" cards of /about. */
export const ABOUT_WHY_CHOOSE_US: Feature[] = [
  {
    title: 'Speed without shortcuts',
    description: 'Candidates within 48 hours because our talent pool of 100,000+ people is already screened.',
    icon: Clock,
  },
  {
    title: 'Verified candidates',
    description: 'Every profile comes with ID, degree, employment-history and reference checks.',
    icon: ShieldCheck,
  },
  {
    title: 'Free replacement guarantee',
    description: 'A hire who leaves during probation is replaced free of charge.',
    icon: RefreshCcw,
  },
  {
    title: 'Local knowledge, global reach',
    description: 'Offices in the United States, Pakistan and the UAE and partners in 20+ countries.',
    icon: Globe,
  },
  {
    title: 'Retention that lasts',
    description:
      '95% of our clients hire with us again, and 90% of the candidates we place are still in the role after a year.',
    icon: HeartHandshake,
  },
  {
    title: 'Always reachable',
    description: 'We answer every enquiry within 24 hours and support clients 24/7 once a search is running.',
    icon: Headphones,
  },
];

/** The four core values of /about. */
export const CORE_VALUES: Feature[] = [
  {
    title: 'Integrity',
    description:
      'We tell clients and candidates the truth about roles, salaries and fit, even when it costs us a placement.',
    icon: Compass,
  },
  {
    title: 'Quality over volume',
    description: 'Three excellent profiles beat thirty average ones. We present only people we would hire ourselves.',
    icon: Target,
  },
  {
    title: 'Partnership',
    description: 'We learn how your team works and stay with you after the offer is signed.',
    icon: HeartHandshake,
  },
  {
    title: 'Opportunity for everyone',
    description: 'We assess skills, not backgrounds, and help candidates from every country compete on equal terms.',
    icon: Sparkles,
  },
];

/** The About page's story, paragraph by paragraph. */
export const ABOUT_STORY: string[] = [
  'Northstar Talent started in 2015 as a two-person team helping New York start-ups hire engineers from abroad. Our clients kept asking the same question: why does hiring a good person take three months?',
  'We built our answer around a simple idea: do the slow work before the client calls. Today a network of 150+ specialist recruiters keeps a pre-screened talent pool of more than 100,000 candidates, so a well-defined role can see its first vetted profiles within 48 hours.',
  'From offices in the United States, Pakistan and the UAE we now hire for technology, finance, healthcare, retail, logistics and manufacturing companies across Europe, the USA, the UK, the UAE and the Middle East, with more than 500 successful placements so far.',
];

/** The About page's mission statement. */
export const ABOUT_MISSION = {
  statement:
    'To connect ambitious companies with the people who will move them forward, quickly, fairly and anywhere in the world.',
  commitments: [
    'Candidates within 48 hours for most roles',
    'Every candidate background-checked',
    'Free replacement during probation',
    'A reply to every enquiry within 24 hours',
  ],
};
