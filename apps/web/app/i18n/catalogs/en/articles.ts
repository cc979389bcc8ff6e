/**
 * The articles' public UI: /insights (its band, the list of every article, its count and page links), the "Insights &
 * Articles" section of /blog, the article cards and the article page's words around the article (back link, labels,
 * read time). The articles' own text (title, summary, content) comes from the CMS in the page's language.
 */
const articles = {
  meta: {
    title: 'Insights & Articles',
    titlePage: 'Insights & Articles (page {{page}})',
    description:
      'Hiring advice, career tips and recruitment market news from our recruiters: every article, newest first.',
    notFound: 'Article not found',
    /** The title of the `<link rel="alternate">` to the articles' RSS feed in every page's head. */
    feed: 'Insights',
  },
  band: {
    breadcrumb: 'Breadcrumb',
    blog: 'Blog & Jobs',
    current: 'Insights',
    heading: 'Insights & Articles',
    intro: 'Hiring advice, career tips and market news from our recruiters, newest first.',
  },
  all: {
    heading: 'All articles',
    count_one: '{{count}} article',
    count_other: '{{count}} articles',
    pageOf: ' · page {{page}} of {{pageCount}}',
    loading: 'Loading articles...',
    failed: 'Failed to fetch articles',
    error: '{{error}}',
    tryLater: 'Please try again later.',
    pageEmpty: 'This page has no articles.',
    newest: 'See the newest articles',
    empty: 'No articles published yet.',
    pages: 'Article pages',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
  },
  latest: {
    heading: 'Insights & Articles',
    intro: 'Hiring advice, career tips and market news from our recruiters.',
    all: 'All articles',
    empty: 'No articles published yet.',
  },
  card: {
    featured: 'Featured',
    readTime_one: '{{count}} min read',
    readTime_other: '{{count}} min read',
  },
  page: {
    back: 'Back to blog',
    notFound: 'Article not found.',
    error: '{{error}}',
    author: 'Author:',
    published: 'Published:',
    category: 'Category:',
  },
};

export default articles;
