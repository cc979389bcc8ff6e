/**
 * Figures the site claims (docs/000-product.md §1 "Claims"): 500+ placements, 20+ countries, 100,000+ candidates in the
 * talent pool, 150+ recruiters, 24/7 client support, 95% client retention, 90% candidate retention, 150+ companies
 * helped. Each band picks the figures that fit its page.
 */
export interface Stat {
  /** The figure as shown, e.g. "500+". */
  value: string;
  label: string;
}

/** The five numbers of the home page (docs/000-product.md §2 "Home" section 4). */
export const HOME_STATS: Stat[] = [
  { value: '500+', label: 'Successful placements' },
  { value: '20+', label: 'Countries served' },
  { value: '100,000+', label: 'Candidates in our talent pool' },
  { value: '150+', label: 'Expert recruiters' },
  { value: '24/7', label: 'Client support' },
];

/** The figures in the About hero (docs/000-product.md §2 "About: hero with stats"). */
export const ABOUT_STATS: Stat[] = [
  { value: '500+', label: 'Placements' },
  { value: '150+', label: 'Companies helped' },
  { value: '95%', label: 'Client retention' },
  { value: '90%', label: 'Candidate retention' },
];

/** The stats band of /testimonials (docs/000-product.md §2 "Testimonials: stats band"). */
export const TESTIMONIAL_STATS: Stat[] = [
  { value: '150+', label: 'Companies helped' },
  { value: '500+', label: 'Placements made' },
  { value: '95%', label: 'Client retention' },
  { value: '20+', label: 'Countries served' },
];
