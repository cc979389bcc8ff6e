/**
 * Demo articles (at least 9 published and 1 draft, with authors, categories, rich-text blocks and
 * covers). Bodies are HTML, as the back-office editor saves them.
 */
export interface SeedArticle {
  title: string;
  author: string;
  category: string;
  description: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
  quote?: { body: string; title: string };
  featured?: boolean;
  draft?: boolean;
  daysAgo: number;
}

export const SEED_ARTICLE_CATEGORIES = ['Hiring Advice', 'Career Advice', 'Market Insights', 'Remote Work'] as const;

export const SEED_ARTICLES: SeedArticle[] = [
  {
    title: 'How to Hire a Senior Developer in 48 Hours',
    author: 'Sarah Mitchell',
    category: 'Hiring Advice',
    featured: true,
    daysAgo: 2,
    description:
      '<p>Fast hiring is not about cutting corners. It is about preparing the work before the search starts, so every step after it is short.</p>',
    sections: [
      {
        heading: 'Write the scorecard first',
        paragraphs: [
          'Before anyone opens LinkedIn, agree on the three outcomes the new developer must deliver in their first six months. A scorecard turns a vague wish list into questions you can ask in an interview.',
          'We ask every client for the scorecard on the first call. It is the single best predictor of a fast, good hire.',
        ],
      },
      {
        heading: 'Keep the process to two conversations',
        paragraphs: [
          'A technical conversation built around real work and a values conversation with the future manager are enough for most roles. Every extra round loses candidates to faster employers.',
        ],
      },
      {
        heading: 'Decide within a day',
        paragraphs: [
          'Book the debrief for the same afternoon as the final interview. Strong candidates usually hold two or three offers; the first clear, fair offer often wins.',
        ],
      },
    ],
    quote: {
      body: 'The companies that hire fastest are not the ones that rush. They are the ones that decided what good looks like before they started.',
      title: 'Sarah Mitchell, Head of Tech Recruitment',
    },
  },
  {
    title: 'Remote Hiring Across Borders: A Compliance Checklist',
    author: 'Lena Fischer',
    category: 'Remote Work',
    featured: true,
    daysAgo: 5,
    description:
      '<p>Hiring someone in another country is easy to start and easy to get wrong. This checklist covers the questions to answer before the offer goes out.</p>',
    sections: [
      {
        heading: 'Employer of record or local entity?',
        paragraphs: [
          'For one to five people in a country, an employer of record is usually faster and cheaper than opening an entity. Past that, the numbers often change.',
        ],
      },
      {
        heading: 'Contracts, tax and benefits',
        paragraphs: [
          "Check notice periods, statutory holidays and mandatory benefits in the employee's country, not yours. Misclassifying an employee as a contractor is the most common and most expensive mistake.",
        ],
      },
      {
        heading: 'Data protection',
        paragraphs: [
          'Employee data crossing borders falls under GDPR in Europe and similar laws elsewhere. Know where your HR systems store data before you onboard.',
        ],
      },
    ],
  },
  {
    title: 'Salary Trends in the UAE Tech Market',
    author: 'Omar Haddad',
    category: 'Market Insights',
    daysAgo: 9,
    description:
      '<p>Demand for cloud and data skills keeps pushing salaries up in Dubai and Abu Dhabi. Here is what we saw in our placements this year.</p>',
    sections: [
      {
        heading: 'Cloud and security lead the increases',
        paragraphs: [
          'DevOps, platform and cloud security engineers saw the largest increases in our placements, often with signing bonuses to offset notice periods.',
        ],
      },
      {
        heading: 'Packages beyond base salary',
        paragraphs: [
          'Housing and education allowances still matter to candidates relocating with families. Flexible working is now expected rather than a perk.',
        ],
      },
    ],
    quote: {
      body: 'Candidates compare the whole package, not the base salary. The best offers are the clearest ones.',
      title: 'Omar Haddad, Gulf Practice Lead',
    },
  },
  {
    title: 'Writing a Resume That Gets Past the First Screen',
    author: 'Ayesha Khan',
    category: 'Career Advice',
    daysAgo: 12,
    description:
      '<p>Recruiters spend less than a minute on a first read. Make that minute count with a resume that shows results, not duties.</p>',
    sections: [
      {
        heading: 'Lead with outcomes',
        paragraphs: [
          '"Reduced invoice processing time by 40%" says more than "responsible for invoices". Numbers give a reader something to remember.',
        ],
      },
      {
        heading: 'Keep it to two pages',
        paragraphs: [
          'Go into detail on the last five to seven years; summarise the rest in a line each. Save the full story for the interview.',
        ],
      },
      {
        heading: 'Send a PDF or Word file',
        paragraphs: [
          'Applicant tracking systems read PDF and Word documents reliably. Images of text and unusual formats are often lost.',
        ],
      },
    ],
  },
  {
    title: 'Executive Search: What Boards Get Wrong',
    author: 'James Porter',
    category: 'Hiring Advice',
    daysAgo: 16,
    description:
      '<p>Senior hires fail more often because of an unclear mandate than because of the wrong candidate.</p>',
    sections: [
      {
        heading: 'Agree on the mandate',
        paragraphs: [
          'A new chief financial officer hired to "professionalise finance" and one hired to "prepare for sale" are different people. Boards that disagree on the mandate end up choosing a compromise.',
        ],
      },
      {
        heading: 'Reference like you mean it',
        paragraphs: [
          'Ten-minute reference calls confirm dates. Forty-five-minute calls with former peers and team members tell you how someone leads under pressure.',
        ],
      },
    ],
  },
  {
    title: 'Five Interview Questions That Reveal Real Experience',
    author: 'Sarah Mitchell',
    category: 'Hiring Advice',
    daysAgo: 20,
    description: '<p>Good questions ask for specific stories. These five work for almost any role.</p>',
    sections: [
      {
        heading: 'The questions',
        paragraphs: [
          'Tell me about the last problem you solved that nobody asked you to solve. What did you change your mind about in your last role? Walk me through a decision you would make differently today. What did your best manager do that others did not? What would your last team say you should work on?',
        ],
      },
      {
        heading: 'What to listen for',
        paragraphs: [
          'Listen for "I" where the candidate acted and "we" where the team did, for detail that only someone who was there would know, and for honest reflection.',
        ],
      },
    ],
  },
  {
    title: 'Relocating to the Gulf: A Guide for Healthcare Professionals',
    author: 'Omar Haddad',
    category: 'Career Advice',
    daysAgo: 25,
    description:
      '<p>Licensing, housing, schools and the first ninety days: what nurses and doctors moving to the UAE should plan for.</p>',
    sections: [
      {
        heading: 'Licensing comes first',
        paragraphs: [
          'DHA, DOH and MOHAP licences each have their own exams and document checks. Start the data flow verification early; it is the longest step.',
        ],
      },
      {
        heading: 'The first ninety days',
        paragraphs: [
          'Most hospitals provide temporary housing for the first month. Use it to choose an area close to work; commutes can be long in summer.',
        ],
      },
    ],
  },
  {
    title: 'Why Candidate Experience Is a Hiring Advantage',
    author: 'Lena Fischer',
    category: 'Market Insights',
    daysAgo: 31,
    description:
      '<p>Every candidate who applies forms a view of your company. In tight markets, that view decides who accepts your offer.</p>',
    sections: [
      {
        heading: 'Reply to everyone',
        paragraphs: [
          'A short, kind rejection costs a minute. Silence costs your reputation on every review site candidates read.',
        ],
      },
      {
        heading: 'Share the process up front',
        paragraphs: ['Tell candidates how many steps there are and when they will hear back. Then keep to it.'],
      },
    ],
  },
  {
    title: 'Building a Remote Support Team That Customers Love',
    author: 'Ayesha Khan',
    category: 'Remote Work',
    daysAgo: 38,
    description:
      '<p>Remote support teams can cover more time zones and more languages. They also need more deliberate management.</p>',
    sections: [
      {
        heading: 'Hire for writing',
        paragraphs: [
          'Most remote support happens in writing. A short written exercise predicts performance better than a phone screen.',
        ],
      },
      {
        heading: 'Measure what customers feel',
        paragraphs: ['Resolution time and satisfaction scores matter more than tickets closed per hour.'],
      },
    ],
  },
  {
    title: 'Hiring Outlook for Next Year (Draft)',
    author: 'James Porter',
    category: 'Market Insights',
    draft: true,
    daysAgo: 0,
    description:
      '<p>Our early view of the markets we recruit in, to be published after the year-end figures are in.</p>',
    sections: [
      {
        heading: 'Early signals',
        paragraphs: [
          'Technology hiring is recovering in the UK and the USA; the Gulf keeps growing across healthcare and logistics.',
        ],
      },
    ],
  },
];
