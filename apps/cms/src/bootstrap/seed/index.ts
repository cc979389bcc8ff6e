import fs from 'fs/promises';
import os from 'os';
import path from 'path';
import { slugify } from '@agency/contract/slug';
import type { Core, Modules } from '@strapi/strapi';
import { service } from '../../api/services';
import { SEED_ARTICLE_CATEGORIES, SEED_ARTICLES } from './articles';
import { SEED_APPLICATIONS, SEED_CONTACTS } from './enquiries';
import { renderCover } from './images';
import { SEED_AUTHORS, SEED_CATEGORIES, SEED_JOBS, seedJobData } from './jobs';
import { renderResumePdf } from './resume-pdf';

/** The article's dynamic zone as the document service takes it (from the generated types). */
type ArticleBlocks = NonNullable<Modules.Documents.Params.Data.Input<'api::article.article'>['blocks']>;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** True when the database holds no job and no article: the only time demo content is added. */
export async function isContentEmpty(strapi: Core.Strapi): Promise<boolean> {
  const [jobs, articles] = await Promise.all([
    strapi.db.query('api::job.job').count({}),
    strapi.db.query('api::article.article').count({}),
  ]);
  return jobs === 0 && articles === 0;
}

/** Uploads a generated cover through the media library and returns the file's id. */
async function uploadCover(strapi: Core.Strapi, workDir: string, index: number, name: string): Promise<number> {
  const filepath = path.join(workDir, `cover-${index}.jpg`);
  const image = await renderCover(index);
  await fs.writeFile(filepath, image);
  const [file] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name: `${name}.jpg`, alternativeText: '' } },
      files: { filepath, originalFilename: `${name}.jpg`, mimetype: 'image/jpeg', size: image.length },
    });
  return file.id;
}

/**
 * Demo content for a first start: categories, authors, 41 jobs (4 closed, 1 past its closing date), 10 articles (1
 * draft) with covers and blocks, applications in every status with PDF resumes, and contact enquiries.
 * Runs in one transaction: a failure leaves an empty database, and the next start tries again.
 */
export async function seedDemoContent(strapi: Core.Strapi): Promise<void> {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-'));
  try {
    await strapi.db.transaction(async () => {
      const categoryIds = new Map<string, string>();
      const kinds = [
        ...SEED_CATEGORIES.map((name) => [name, 'job'] as const),
        ...SEED_ARTICLE_CATEGORIES.map((name) => [name, 'article'] as const),
      ];
      for (const [name, kind] of kinds) {
        const category = await strapi
          .documents('api::category.category')
          .create({ data: { name, slug: slugify(name), kind } });
        categoryIds.set(name, category.documentId);
      }
      const authorIds = new Map<string, string>();
      for (const name of SEED_AUTHORS) {
        const author = await strapi.documents('api::author.author').create({ data: { name } });
        authorIds.set(name, author.documentId);
      }

      const jobCovers = new Map<string, number>();
      for (const [index, name] of SEED_CATEGORIES.entries()) {
        jobCovers.set(name, await uploadCover(strapi, workDir, index, `job-cover-${slugify(name)}`));
      }
      const jobIds: string[] = [];
      for (const [index, job] of SEED_JOBS.entries()) {
        const created = await strapi.documents('api::job.job').create({
          data: {
            ...seedJobData(job, index),
            cover: jobCovers.get(job.category),
            category: categoryIds.get(job.category),
            author: authorIds.get(job.author),
          },
        });
        jobIds.push(created.documentId);
      }

      const articles = service(strapi, 'api::article.article');
      for (const [index, article] of SEED_ARTICLES.entries()) {
        const cover = await uploadCover(strapi, workDir, index + 3, `article-cover-${index + 1}`);
        const body = article.sections
          .map((section) => `<h2>${section.heading}</h2>${section.paragraphs.map((p) => `<p>${p}</p>`).join('')}`)
          .join('');
        const blocks: ArticleBlocks = [{ __component: 'shared.rich-text', body }];
        if (article.quote) blocks.push({ __component: 'shared.quote', ...article.quote });
        const created = await strapi.documents('api::article.article').create({
          data: {
            title: article.title,
            slug: slugify(article.title),
            description: article.description,
            featured: Boolean(article.featured),
            cover,
            author: authorIds.get(article.author),
            category: categoryIds.get(article.category),
            blocks,
          },
        });
        // Spread the dates so the blog reads like a real one, not one afternoon's import; publication goes through
        // the article service's own rule (the published row carries the date).
        await strapi.db.query('api::article.article').updateMany({
          where: { documentId: created.documentId },
          data: { createdAt: daysAgo(article.daysAgo) },
        });
        if (!article.draft) await articles.setPublication(created.documentId, daysAgo(article.daysAgo));
      }

      const applications = service(strapi, 'api::job-application.job-application');
      const outbox = strapi.db.query('api::email-outbox.email-outbox');
      const lastEmail = await outbox.findOne({ select: ['id'], orderBy: { id: 'desc' } });
      for (const application of SEED_APPLICATIONS) {
        const job = SEED_JOBS[application.job];
        const pdf = renderResumePdf([
          application.fullName,
          `${application.email}  |  ${application.phone}`,
          `Applying for: ${job.title}`,
          `Skills: ${job.skills.join(', ')}`,
        ]);
        const filepath = path.join(workDir, `${slugify(application.fullName)}.pdf`);
        await fs.writeFile(filepath, pdf);
        const created = await applications.submit(
          {
            fullName: application.fullName,
            email: application.email,
            phone: application.phone,
            coverLetter: application.coverLetter,
            job: jobIds[application.job],
            consent: true,
          },
          { filepath, originalFilename: `${application.fullName.replace(/\s+/g, '_')}_Resume.pdf`, size: pdf.length },
        );
        // Accepted and Rejected applications pass through Reviewed, as staff would move them.
        const steps =
          application.status === 'Pending'
            ? []
            : application.status === 'Reviewed'
              ? ['Reviewed']
              : ['Reviewed', application.status];
        for (const status of steps) {
          await applications.changeStatus(created.documentId, { job_status: status });
        }
        const appliedAt = daysAgo(application.daysAgo);
        await strapi.db.query('api::job-application.job-application').update({
          where: { documentId: created.documentId },
          data: { appliedAt, consentAt: appliedAt, createdAt: appliedAt },
        });
      }
      // Demo applications are history, not news: nobody is emailed about them.
      await outbox.deleteMany({ where: { id: { $gt: lastEmail?.id ?? 0 } } });

      for (const contact of SEED_CONTACTS) {
        await strapi.documents('api::contact.contact').create({
          data: { ...contact, company: contact.company || undefined, phone: contact.phone || undefined },
        });
      }
    });
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
