import { Clock, Globe, RefreshCcw, Trophy, type LucideIcon } from 'lucide-react';

/**
 * The contact page's questions and promises (docs/000-product.md §2 "Contact": four FAQs; claims list of 48-hour
 * response, free replacement, global compliance, 500+ placements). Figures follow docs/000-product.md §1 and §9.
 */
export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    question: 'How quickly will I receive candidate profiles?',
    answer:
      'For most roles you receive your first vetted profiles within 48-72 hours of our briefing call. Senior, niche or international searches can take a little longer; we agree a timeline with you on the first call and keep to it.',
  },
  {
    question: 'Can you handle compliance when we hire internationally?',
    answer:
      'Yes. We check local employment law, contracts, right-to-work and visa requirements in every country we hire in, and can employ your hire through our employer-of-record partners when you have no local entity.',
  },
  {
    question: 'What happens if a candidate leaves during probation?',
    answer:
      'If a candidate we placed leaves or is let go during the probation period, we find a replacement free of charge. The guarantee is written into every agreement.',
  },
  {
    question: 'Which industries do you recruit for?',
    answer:
      'We recruit for technology, finance and banking, healthcare, retail and e-commerce, logistics and manufacturing, for tech and non-tech roles, from entry level to the board.',
  },
];

export interface Claim {
  title: string;
  description: string;
  icon: LucideIcon;
}

export const CLAIMS: Claim[] = [
  { title: '48-hour response', description: 'Vetted candidates within 48 hours for most roles.', icon: Clock },
  {
    title: 'Free replacement',
    description: 'A new candidate at no cost if a hire leaves during probation.',
    icon: RefreshCcw,
  },
  {
    title: 'Global compliance',
    description: 'Contracts and local labour rules handled in 20+ countries.',
    icon: Globe,
  },
  { title: '500+ placements', description: 'Professionals placed with companies around the world.', icon: Trophy },
];
