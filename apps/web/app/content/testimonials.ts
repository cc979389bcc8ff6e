/**
 * Client testimonials (docs/000-product.md §3 "Testimonial": content, author, designation, image, 18 items; the image
 * is a URL or the literal text 'No image available'). Images are local SVG portraits in public/images/testimonials/.
 */
export const NO_IMAGE = 'No image available';

export interface Testimonial {
  content: string;
  author: string;
  /** Role and company, e.g. "CTO, Brightpath Health". */
  designation: string;
  /** A site-relative image URL, or NO_IMAGE. */
  image: string;
}

const portrait = (name: string) => `/images/testimonials/${name}.svg`;

export const TESTIMONIALS: Testimonial[] = [
  {
    content:
      'We needed three senior React developers before a product launch and had been searching for two months. Northstar sent five strong profiles in two days, and two of those engineers are now leading our front-end team.',
    author: 'Michael Chen',
    designation: 'CTO, Brightpath Health',
    image: portrait('michael-chen'),
  },
  {
    content:
      'Their recruiters understood the difference between a good accountant and the right accountant for a fast-growing fintech. Every candidate we met was a serious option.',
    author: 'Sophie Turner',
    designation: 'Finance Director, Ledgerline',
    image: portrait('sophie-turner'),
  },
  {
    content:
      'Opening our Dubai office meant hiring eight people in a market we did not know. Northstar handled sourcing, visas and relocation, and the whole team started within six weeks.',
    author: 'Ahmed Al Mansoori',
    designation: 'Regional Manager, Gulfstream Logistics',
    image: portrait('ahmed-al-mansoori'),
  },
  {
    content: 'Fast, honest and thorough. The best recruitment partner we have worked with.',
    author: 'Laura Bennett',
    designation: 'Head of People, Kiteworks Studio',
    image: NO_IMAGE,
  },
  {
    content:
      'One of our placements left for family reasons during probation. Northstar replaced her within two weeks at no cost, without us having to ask twice. That is what a guarantee should look like.',
    author: 'David Okafor',
    designation: 'Operations Director, Meridian Retail',
    image: portrait('david-okafor'),
  },
  {
    content:
      'Our executive search for a CFO was confidential and delicate. The shortlist was small, well researched and came with references deeper than any we had seen before.',
    author: 'Fatima Rahman',
    designation: 'Chair of the Board, Crescent Manufacturing',
    image: portrait('fatima-rahman'),
  },
  {
    content:
      'We built a twelve-person support team in Lahore working UK hours. Quality has been excellent, retention has been even better, and our customer satisfaction scores went up in the first quarter.',
    author: 'James Whitfield',
    designation: 'Customer Experience Lead, Parcelly',
    image: NO_IMAGE,
  },
  {
    content:
      'The background checks alone saved us weeks. Degrees, previous employers and references were verified before we even scheduled interviews.',
    author: 'Priya Nair',
    designation: 'HR Manager, Novacare Clinics',
    image: portrait('priya-nair'),
  },
  {
    content:
      'Northstar helped us redesign our hiring process from scratch: scorecards, interview loops and salary bands. Time-to-hire dropped from nine weeks to three.',
    author: 'Thomas Müller',
    designation: 'VP Engineering, Quantia Systems',
    image: portrait('thomas-muller'),
  },
  {
    content: 'Clear communication, great candidates, and they always answered within a day.',
    author: 'Elena García',
    designation: 'Founder, Verde Commerce',
    image: NO_IMAGE,
  },
  {
    content:
      'We asked for a DevOps engineer with Kubernetes and banking experience, which is a rare mix. They found two candidates in a week, and the one we hired has already automated half of our release process.',
    author: 'Omar Siddiqui',
    designation: 'Engineering Manager, Safeway Bank',
    image: portrait('omar-siddiqui'),
  },
  {
    content:
      'As a health-tech start-up we could not afford a bad hire. Northstar took the time to understand our culture and every person they placed is still with us two years later.',
    author: 'Rachel Adams',
    designation: 'CEO, Pulsepoint Health',
    image: portrait('rachel-adams'),
  },
  {
    content:
      'Their contract staffing team covered a parental leave and a product launch at the same time, with contractors who needed almost no ramp-up.',
    author: 'Khalid Farouk',
    designation: 'Product Director, Souqify',
    image: NO_IMAGE,
  },
  {
    content:
      'The salary benchmarking report they prepared for our Riyadh expansion was detailed, realistic and helped us make offers that candidates accepted the same week.',
    author: 'Nora Al Qahtani',
    designation: 'Talent Acquisition Lead, Vision Works KSA',
    image: portrait('nora-al-qahtani'),
  },
  {
    content:
      'Professional from the first call to the last invoice. We have since used Northstar for marketing, sales and finance roles, and each search was handled by a specialist in that field.',
    author: 'Daniel Foster',
    designation: 'COO, Harborline Group',
    image: portrait('daniel-foster'),
  },
  {
    content:
      'They placed our first data scientist and then our whole analytics team. Candidates arrived prepared, knew about our product and asked excellent questions.',
    author: 'Aisha Malik',
    designation: 'Head of Data, Trendwise',
    image: NO_IMAGE,
  },
  {
    content: 'We hired a full remote QA team across three countries without a single compliance headache.',
    author: 'Lucas Martin',
    designation: 'QA Manager, Loopwave',
    image: portrait('lucas-martin'),
  },
  {
    content:
      'What stands out is the follow-up. Our account manager checked in at 30, 60 and 90 days for every hire, and flagged small issues before they became big ones.',
    author: 'Hannah Brooks',
    designation: 'People Partner, Northwind Energy',
    image: NO_IMAGE,
  },
];
