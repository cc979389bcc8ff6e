import {
  Award,
  BadgeCheck,
  Briefcase,
  Building,
  CalendarClock,
  ChartLine,
  ClipboardCheck,
  CodeXml,
  Globe,
  GraduationCap,
  Handshake,
  Laptop,
  Megaphone,
  Repeat,
  Search,
  Users,
  type LucideIcon,
} from 'lucide-react';

/**
 * The icon of each service card of /services, by the service's id (content/services.ts): apart from the words, which
 * the page's loader sends in the page's language, because an icon (a component) cannot travel as loader data.
 */
export const SERVICE_ICONS: Record<string, LucideIcon> = {
  'full-cycle-recruitment': Users,
  'tech-it-staffing': CodeXml,
  'non-it-business-hiring': Briefcase,
  'international-hiring': Globe,
  'executive-search': Award,
  'hr-consulting': ChartLine,
  'remote-team-building': Laptop,
  'contract-temporary-staffing': CalendarClock,
  'contract-to-hire': Repeat,
  'recruitment-process-outsourcing': Building,
  'graduate-campus-hiring': GraduationCap,
  'background-verification': ClipboardCheck,
  'payroll-employer-of-record': BadgeCheck,
  'talent-mapping': Search,
  'employer-branding': Megaphone,
  'onboarding-retention': Handshake,
};
