/** The words of every page: header, footer, legal links, error pages. */
const common = {
  tagline: 'Global recruitment and staffing',
  skipToContent: 'Skip to content',
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    home: 'Home',
    services: 'Services',
    about: 'About',
    blog: 'Blog & Jobs',
    testimonials: 'Testimonials',
    contact: 'Contact',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    findJob: 'Find a Job',
    hireTalent: 'Hire Talent',
  },
  footer: {
    about:
      'Global recruitment and staffing: vetted candidates within 48 hours for employers in Europe, the UAE, the USA, the UK and the Middle East.',
    quickLinks: 'Quick links',
    services: 'Services',
    industries: 'Industries',
    rights: '© {{year}} {{name}}. All rights reserved.',
    serviceNames: {
      fullCycle: 'Full-Cycle Recruitment',
      tech: 'Tech & IT Staffing',
      nonIt: 'Non-IT & Business Hiring',
      international: 'International Hiring',
      executive: 'Executive Search',
      consulting: 'HR Consulting',
    },
    industryNames: {
      technology: 'Technology',
      finance: 'Finance & Banking',
      healthcare: 'Healthcare',
      retail: 'Retail & E-commerce',
      logistics: 'Logistics',
      manufacturing: 'Manufacturing',
    },
  },
  legal: {
    nav: 'Policies and statements',
    kicker: 'Legal',
    lastUpdated: 'Last updated:',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    cookies: 'Cookie Policy',
    accessibility: 'Accessibility',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundHeading: 'Oops! Page not found',
    notFoundText: 'The page you are looking for does not exist or has moved.',
    goHome: 'Go back home',
    errorTitle: 'Something went wrong',
    errorHeading: 'Unexpected Application Error!',
    unknown: 'Unknown error',
  },
};

export default common;
