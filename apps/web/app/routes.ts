import { index, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * URL map (spec §2). Public pages in routes/_public, resource routes (no UI) in routes/resources.
 */
export default [
  index('routes/_public/home.tsx'),
  route('about', 'routes/_public/about.tsx'),
  route('services', 'routes/_public/services.tsx'),
  route('testimonials', 'routes/_public/testimonials.tsx'),
  route('contact', 'routes/_public/contact.tsx'),
  route('privacy', 'routes/_public/privacy.tsx'),
  route('terms', 'routes/_public/terms.tsx'),
  route('cookies', 'routes/_public/cookies.tsx'),
  route('blog', 'routes/_public/blog.tsx'),
  route('blog/job/:slug', 'routes/_public/blog-job.ts'),
  route('jobs/:slug', 'routes/_public/job.tsx'),
  route('uploads/*', 'routes/resources/uploads.ts'),
  route('resources/job-applications', 'routes/resources/job-applications.ts'),
  route('*', 'routes/_public/not-found.tsx'),
] satisfies RouteConfig;
