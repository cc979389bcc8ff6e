import { Cpu, Factory, HeartPulse, Landmark, ShoppingBag, Truck, type LucideIcon } from 'lucide-react';

/**
 * The six industries the agency recruits for (docs/000-product.md §2: "Industries served: six cards" on the home page
 * and on /services). Names match the footer's industry links (content/site.ts FOOTER_INDUSTRIES).
 */
export interface Industry {
  name: string;
  description: string;
  /** Typical roles we fill, shown as a short list. */
  roles: string[];
  icon: LucideIcon;
}

export const INDUSTRIES: Industry[] = [
  {
    name: 'Technology',
    description: 'SaaS companies, start-ups and software houses scaling product and engineering teams.',
    roles: ['Software engineers', 'DevOps engineers', 'Product managers'],
    icon: Cpu,
  },
  {
    name: 'Finance & Banking',
    description: 'Banks, fintechs, insurers and investment firms that need regulated-industry experience.',
    roles: ['Financial analysts', 'Compliance officers', 'Risk managers'],
    icon: Landmark,
  },
  {
    name: 'Healthcare',
    description: 'Hospitals, clinics, health-tech and pharmaceutical companies, clinical and non-clinical.',
    roles: ['Health-tech engineers', 'Medical coders', 'Practice managers'],
    icon: HeartPulse,
  },
  {
    name: 'Retail & E-commerce',
    description: 'Online and high-street retailers growing their digital, merchandising and customer teams.',
    roles: ['E-commerce managers', 'Performance marketers', 'Customer support agents'],
    icon: ShoppingBag,
  },
  {
    name: 'Logistics',
    description: 'Freight, warehousing and last-mile companies running complex operations across borders.',
    roles: ['Supply chain analysts', 'Operations managers', 'Fleet coordinators'],
    icon: Truck,
  },
  {
    name: 'Manufacturing',
    description: 'Industrial and consumer-goods manufacturers modernising plants and back offices.',
    roles: ['Quality engineers', 'Production planners', 'ERP consultants'],
    icon: Factory,
  },
];
