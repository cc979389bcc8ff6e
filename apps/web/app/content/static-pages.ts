/** The public pages without CMS data, for the sitemap: path and how often they change. */
export const STATIC_PAGES: Array<{
  path: string;
  changefreq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  priority: number;
}> = [
  { path: '/', changefreq: 'weekly', priority: 1 },
  { path: '/blog', changefreq: 'daily', priority: 0.9 },
  { path: '/insights', changefreq: 'weekly', priority: 0.7 },
  { path: '/services', changefreq: 'monthly', priority: 0.8 },
  { path: '/about', changefreq: 'monthly', priority: 0.6 },
  { path: '/testimonials', changefreq: 'monthly', priority: 0.5 },
  { path: '/contact', changefreq: 'yearly', priority: 0.7 },
  { path: '/hire', changefreq: 'yearly', priority: 0.8 },
  { path: '/privacy', changefreq: 'yearly', priority: 0.2 },
  { path: '/terms', changefreq: 'yearly', priority: 0.2 },
  { path: '/cookies', changefreq: 'yearly', priority: 0.2 },
  { path: '/accessibility', changefreq: 'yearly', priority: 0.3 },
];
