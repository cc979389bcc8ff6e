/** The home page's own words (its section headings and cards are in content/, chosen by the loader). */
const home = {
  meta: {
    title: '{{name}} | Hire within 48 Hours',
    description:
      'Global recruitment agency: tech, non-tech, remote and international hiring, executive search and HR consulting. Vetted candidates within 48 hours.',
  },
  hero: {
    title: 'Hire within 48 Hours',
    intro:
      'Vetted tech and business professionals for companies across Europe, the UAE, the USA, the UK and the Middle East, with a free replacement if a hire leaves during probation.',
    bookMeeting: 'Book a Meeting',
    exploreServices: 'Explore Services',
    points: {
      checked: 'Background-checked candidates',
      roles: 'Tech and non-tech roles',
      countries: '20+ countries',
    },
    quickHiring: 'Quick Hiring',
    quickHiringText: 'From brief to shortlist in 48 hours',
    steps: {
      brief: { title: 'Share your brief', text: 'A 20-minute call about the role, the team and the timeline.' },
      meet: { title: 'Meet vetted candidates', text: 'Background-checked profiles within 48 hours.' },
      hire: { title: 'Hire with confidence', text: 'Free replacement if a hire leaves during probation.' },
    },
  },
  seeAllServices: 'See all 16 services',
  techTalent: 'Tech talent',
  businessRoles: 'Business roles',
  skillsOf: '{{name}} skills',
  discussNeeds: 'Discuss Your Needs',
  contactUs: 'Contact Us',
  articles: {
    none: 'No articles have been published yet.',
    loading: 'Loading articles...',
    error: 'Failed to fetch articles',
  },
  carousel: {
    label: 'Latest articles',
    position: '{{position}} of {{count}}',
    previous: 'Previous slide',
    next: 'Next slide',
    choose: 'Choose slide',
    goTo: 'Go to slide {{position}}',
    start: 'Start automatic slide show',
    stop: 'Stop automatic slide show',
  },
  contact: {
    formTitle: 'Send us your requirements',
    hireTitle: 'Hire Top Talent',
    hireText: 'Vetted candidates within 48 hours, background-checked and backed by our free replacement guarantee.',
    jobTitle: 'Find Your Dream Job',
    jobText: 'New openings every week in tech, finance, healthcare and more.',
    latestJobs: 'See the latest job openings',
    browseJobs: 'Browse Jobs',
  },
};

export default home;
