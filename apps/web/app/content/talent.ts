import {
  Calculator,
  Cloud,
  CodeXml,
  Database,
  Headphones,
  Megaphone,
  PenTool,
  Settings,
  ShieldCheck,
  Smartphone,
  TrendingUp,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

/**
 * The home page's "Tech and business talent" section (docs/000-product.md §2 "Home" section 5): six tech categories
 * with skill chips and six business roles.
 */
export interface TechCategory {
  name: string;
  skills: string[];
  icon: LucideIcon;
}

export interface BusinessRole {
  name: string;
  description: string;
  icon: LucideIcon;
}

export const TECH_CATEGORIES: TechCategory[] = [
  {
    name: 'Software Development',
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'Java', '.NET', 'Python'],
    icon: CodeXml,
  },
  { name: 'Cloud & DevOps', skills: ['AWS', 'Azure', 'Google Cloud', 'Kubernetes', 'Terraform', 'CI/CD'], icon: Cloud },
  {
    name: 'Data & AI',
    skills: ['SQL', 'Spark', 'Machine Learning', 'Power BI', 'dbt', 'LLM applications'],
    icon: Database,
  },
  {
    name: 'Cybersecurity',
    skills: ['SOC analysis', 'Penetration testing', 'IAM', 'ISO 27001', 'Cloud security'],
    icon: ShieldCheck,
  },
  {
    name: 'Mobile Development',
    skills: ['iOS', 'Swift', 'Android', 'Kotlin', 'React Native', 'Flutter'],
    icon: Smartphone,
  },
  {
    name: 'Product & Design',
    skills: ['Product management', 'UX research', 'UI design', 'Figma', 'QA automation'],
    icon: PenTool,
  },
];

export const BUSINESS_ROLES: BusinessRole[] = [
  {
    name: 'Finance & Accounting',
    description: 'Accountants, financial analysts, controllers and payroll specialists.',
    icon: Calculator,
  },
  {
    name: 'Sales & Business Development',
    description: 'Account executives, SDRs and regional sales managers.',
    icon: TrendingUp,
  },
  { name: 'Marketing', description: 'Performance marketers, content writers and brand managers.', icon: Megaphone },
  {
    name: 'Human Resources',
    description: 'HR business partners, talent acquisition and people operations.',
    icon: UsersRound,
  },
  {
    name: 'Customer Support',
    description: 'Multilingual support agents, team leads and success managers.',
    icon: Headphones,
  },
  {
    name: 'Operations & Administration',
    description: 'Operations managers, executive assistants and virtual assistants.',
    icon: Settings,
  },
];
