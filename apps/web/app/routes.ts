import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * URL map (spec §2). Public pages in routes/_public, resource routes (no UI) in routes/resources.
 */
export default [
  index('routes/_public/home.tsx'),
  route('blog', 'routes/_public/blog.tsx'),
  route('blog/job/:slug', 'routes/_public/blog-job.ts'),
  route('blog/article/:slug', 'routes/_public/blog-article.ts'),
  route('blog/:slug', 'routes/_public/article.tsx'),
  route('jobs/:slug', 'routes/_public/job.tsx'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('rss.xml', 'routes/resources/rss.ts'),
  route('uploads/*', 'routes/resources/uploads.ts'),
  route('resources/job-applications', 'routes/resources/job-applications.ts'),
  route('*', 'routes/_public/not-found.tsx'),
] satisfies RouteConfig;
