import { Briefcase, CodeXml, Users } from 'lucide-react';
import type { Service } from './services';

/**
 * The three core-service cards of the home page, apart from the 16 services of /services (./services.ts) so that the
 * home page ships only these.
 */
/** docs/000-product.md §2 "Home" section 2. */
export const CORE_SERVICES: Array<Pick<Service, 'id' | 'title' | 'description' | 'icon'> & { points: string[] }> = [
  {
    id: 'full-cycle-recruitment',
    title: 'Full-Cycle Recruitment',
    description:
      'From the job brief to the signed offer: we source, screen, interview and follow up until your hire is settled.',
    points: ['Dedicated recruiter', 'Background-checked candidates', 'Free replacement during probation'],
    icon: Users,
  },
  {
    id: 'tech-it-staffing',
    title: 'Tech & IT Staffing',
    description: 'Developers, cloud, data and security specialists, technically screened before you meet them.',
    points: ['Permanent and contract', 'Remote or on-site', 'Shortlist within 48 hours'],
    icon: CodeXml,
  },
  {
    id: 'business-support-roles',
    title: 'Business & Support Roles',
    description:
      'Finance, sales, marketing, HR, operations and customer support professionals for every stage of growth.',
    points: ['Entry level to management', 'Multilingual support teams', 'First profiles in 48-72 hours'],
    icon: Briefcase,
  },
];
