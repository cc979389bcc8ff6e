/**
 * An article's Arabic version (docs/026-languages.md "Content in two languages"): staff whose role holds `articles`.
 * GET /api/articles/:id/arabic → { data: { documentId, title, description, summary } } (its draft) | 404
 * PUT /api/articles/:id/arabic { data: the contract's articleArabicSchema } → the saved version; published when the
 *   English article is
 * DELETE /api/articles/:id/arabic → 204 | 404
 */
const articleStaff = { policies: [{ name: 'global::staff-may', config: { permission: 'articles' } }] };

export default {
  routes: [
    { method: 'GET', path: '/articles/:id/arabic', handler: 'api::article.article.findArabic', config: articleStaff },
    { method: 'PUT', path: '/articles/:id/arabic', handler: 'api::article.article.saveArabic', config: articleStaff },
    {
      method: 'DELETE',
      path: '/articles/:id/arabic',
      handler: 'api::article.article.deleteArabic',
      config: articleStaff,
    },
  ],
};
