/**
 * The words of /services (docs/000-product.md §2 "Services"): its title and description for search results, the hero
 * and its two buttons, the section headings, the cards' labels and the call to action. The 16 services and the five
 * countries are long texts: content/services.ts (content/ar/services.ts), sent by the page's loader.
 */
const services = {
  meta: {
    title: 'Recruitment & Staffing Services',
    description:
      'Full-cycle recruitment, tech and IT staffing, international hiring, executive search, HR consulting and more: 16 services with first profiles in 48-72 hours.',
  },
  hero: {
    eyebrow: 'Our services',
    title: 'Recruitment and staffing services',
    intro:
      'From one urgent developer to a whole international team: pick the service that fits, and we start sourcing the same day.',
    requestTalent: 'Request Talent',
    talkToRecruiter: 'Talk to a Recruiter',
  },
  list: {
    eyebrow: 'What we do',
    title: '16 ways we help you hire',
    intro: 'Every service comes with background-checked candidates and a named recruiter who answers within 24 hours.',
    covers: 'What it covers',
    turnaround: 'Turnaround:',
  },
  industries: {
    eyebrow: 'Industries',
    title: 'Industries we serve',
    intro: 'Sector specialists who know the regulations, the vocabulary and the people.',
  },
  countries: {
    eyebrow: 'Where we hire',
    title: 'Countries we serve',
    intro: 'Recruiters on the ground and local compliance in five core markets, with partners in 20+ countries.',
  },
  cta: {
    title: 'Not sure which service you need?',
    text: 'Book a 20-minute call. We will listen to your hiring plans and recommend the fastest way to get there.',
    bookMeeting: 'Book a Meeting',
    talkToConsultant: 'Talk to Consultant',
  },
  contact: {
    eyebrow: 'Get started',
    title: 'Tell us what you need',
    intro: 'We reply to every enquiry within 24 hours.',
  },
};

export default services;
