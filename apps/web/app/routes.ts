import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * URL map (spec §2). Public pages in routes/_public, resource routes (no UI) in routes/resources.
 */
export default [
  index('routes/_public/home.tsx'),
  route('blog', 'routes/_public/blog.tsx'),
  route('blog/job/:slug', 'routes/_public/blog-job.ts'),
  route('jobs/:slug', 'routes/_public/job.tsx'),
  route('uploads/*', 'routes/resources/uploads.ts'),
  route('resources/job-applications', 'routes/resources/job-applications.ts'),
  route('*', 'routes/_public/not-found.tsx'),
] satisfies RouteConfig;
