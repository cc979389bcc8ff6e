import { layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * URL map (docs/000-product.md §2). Public pages in routes/_public, resource routes (no UI) in routes/resources, the
 * staff back-office in routes/admin (its pages inside the admin layout; every staff-only module runs the staff session
 * middleware).
 */
export default [
  // The public pages, in English at the root and in Arabic under /ar (an optional static segment: one route, two
  // addresses; the language is read from the path, ~/i18n/languages.ts).
  route('ar?', 'routes/_public/home.tsx'),
  route('ar?/about', 'routes/_public/about.tsx'),
  route('ar?/services', 'routes/_public/services.tsx'),
  route('ar?/testimonials', 'routes/_public/testimonials.tsx'),
  route('ar?/contact', 'routes/_public/contact.tsx'),
  route('ar?/hire', 'routes/_public/hire.tsx'),
  // The legal pages: one module, the document chosen by the path (content/legal.ts LEGAL_DOCUMENTS).
  ...['privacy', 'terms', 'cookies'].map((path) =>
    route(`ar?/${path}`, 'routes/_public/legal.tsx', { id: `legal-${path}` }),
  ),
  route('ar?/accessibility', 'routes/_public/accessibility.tsx'),
  route('ar?/blog', 'routes/_public/blog.tsx'),
  route('ar?/blog/jobs.rss', 'routes/resources/jobs-rss.ts'),
  route('ar?/blog/job/:slug', 'routes/_public/blog-job.ts'),
  route('ar?/blog/article/:slug', 'routes/_public/blog-article.ts'),
  route('ar?/blog/:slug', 'routes/_public/article.tsx'),
  route('ar?/jobs', 'routes/_public/jobs-alias.ts'),
  route('ar?/jobs/:slug', 'routes/_public/job.tsx'),
  route('ar?/insights', 'routes/_public/insights.tsx'),
  route('ar?/rss.xml', 'routes/resources/rss.ts'),
  // Job alerts (docs/014-job-alerts.md): the links of the alert emails, in the alert's language.
  route('ar?/alerts/confirm', 'routes/_public/alerts-confirm.tsx'),
  route('ar?/alerts/unsubscribe', 'routes/_public/alerts-unsubscribe.tsx'),
  // The talent pool's renewal link (docs/023-talent-pool.md "Consent and retention"), in the consent's language.
  route('ar?/talent-pool/renew', 'routes/_public/talent-pool-renew.tsx'),
  // A staff-added candidate's own data: see, download, erase (docs/023-talent-pool.md "Added by staff"); its download
  // in English only.
  route('ar?/my-data', 'routes/_public/my-data.tsx'),
  route('my-data/export.zip', 'routes/resources/my-data-export.ts'),
  // The candidate's own page of an application (docs/025-placements.md "The candidate's page"), in both languages
  // (docs/026-languages.md "Pages reached from e-mails"); its downloads in English only.
  route('ar?/my-application', 'routes/_public/my-application-request.tsx'),
  route('my-application/export.zip', 'routes/resources/my-application-export.ts'),
  route('ar?/my-application/:token', 'routes/_public/my-application.tsx'),
  route('my-application/:token/interviews/:file', 'routes/resources/my-application-calendar.ts'),
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('sitemaps/:file', 'routes/resources/sitemap-file.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  route('jobs.xml', 'routes/resources/jobs-feed.ts'),
  route('uploads/*', 'routes/resources/uploads.ts'),
  route('resources/job-applications', 'routes/resources/job-applications.ts'),
  // The client portal (docs/024-employers.md "Submissions and the client portal"): a client contact's own pages.
  route('client', 'routes/client/sign-in-request.tsx'),
  route('client/sign-in', 'routes/client/sign-in-link.tsx'),
  route('client/sign-out', 'routes/client/sign-out.ts'),
  route('client/jobs', 'routes/client/jobs.tsx'),
  route('client/jobs/:id', 'routes/client/job.tsx'),
  route('client/submissions/:id/resume', 'routes/client/resume.ts'),

  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/invitation', 'routes/admin/invitation.tsx'),
  route('admin/login/two-factor', 'routes/admin/login-two-factor.tsx'),
  route('admin/logout', 'routes/admin/logout.ts'),
  route('admin/forgot-password', 'routes/admin/forgot-password.tsx'),
  route('admin/reset-password', 'routes/admin/reset-password.tsx'),
  route('admin', 'routes/admin/index.ts'),
  route('admin/applications', 'routes/admin/applications-alias.ts'),
  route('admin/applications/export.csv', 'routes/admin/applications-export.ts'),
  // The reports' CSV exports, one per table (docs/025-placements.md "Desk and reports"): /admin/reports/<section>.csv.
  route('admin/reports/:file', 'routes/admin/reports-export.ts'),
  route('admin/applications/:documentId/resume', 'routes/admin/resume.ts'),
  route('admin/hiring-requests/:id/job-description', 'routes/admin/hiring-request-job-description.ts'),
  route('admin/covers', 'routes/admin/cover-upload.ts'),
  route('admin/personal-data/export.zip', 'routes/admin/personal-data-export.ts'),
  route('admin/candidates/tags', 'routes/admin/candidate-tags.ts'),
  route('admin/submissions/:id/offers', 'routes/admin/submission-offers.ts'),
  route('admin/submissions/:id/interviews', 'routes/admin/submission-interviews.ts'),
  layout('routes/admin/layout.tsx', [
    route('admin/dashboard', 'routes/admin/dashboard.tsx'),
    route('admin/needs-attention', 'routes/admin/needs-attention.tsx'),
    route('admin/reports', 'routes/admin/reports.tsx'),
    route('blog/admin/applications', 'routes/admin/applications.tsx'),
    route('admin/candidates', 'routes/admin/candidates.tsx'),
    route('admin/candidates/new', 'routes/admin/candidate-new.tsx'),
    route('admin/candidates/:id', 'routes/admin/candidate.tsx'),
    route('admin/jobs', 'routes/admin/jobs.tsx'),
    route('admin/jobs/:id/candidates', 'routes/admin/job-candidates.tsx'),
    route('admin/blogs', 'routes/admin/blogs.tsx'),
    route('admin/blogs/new', 'routes/admin/blog-editor.tsx', { id: 'admin-blog-new' }),
    route('admin/blogs/:id/edit', 'routes/admin/blog-editor.tsx', { id: 'admin-blog-edit' }),
    route('admin/contactList', 'routes/admin/contacts.tsx'),
    route('admin/clients', 'routes/admin/clients.tsx'),
    route('admin/clients/:id', 'routes/admin/client.tsx'),
    route('admin/hiring-requests', 'routes/admin/hiring-requests.tsx'),
    route('admin/hiring-requests/:id', 'routes/admin/hiring-request.tsx'),
    route('admin/placements', 'routes/admin/placements.tsx'),
    route('admin/placements/:id', 'routes/admin/placement.tsx'),
    route('admin/emails', 'routes/admin/emails.tsx'),
    route('admin/personal-data', 'routes/admin/personal-data.tsx'),
    route('admin/team', 'routes/admin/team.tsx'),
    route('admin/settings', 'routes/admin/settings.tsx'),
    route('admin/account/two-factor', 'routes/admin/account-two-factor.tsx'),
    route('admin/account', 'routes/admin/account.tsx'),
    route('admin/account/password', 'routes/admin/account-password.tsx'),
  ]),

  route('*', 'routes/_public/not-found.tsx'),
] satisfies RouteConfig;
