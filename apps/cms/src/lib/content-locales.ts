import {
  ARABIC,
  ARTICLE_LOCALIZED_FIELDS,
  CONTENT_LOCALE_NAMES,
  CONTENT_LOCALES,
  DEFAULT_CONTENT_LOCALE,
  JOB_LOCALIZED_FIELDS,
  parseContentLocale,
  type ContentLocale,
} from '@agency/contract';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/**
 * Content in two languages (docs/026-languages.md "Content in two languages"). Jobs and articles are localized with
 * Strapi 5's i18n plugin: each language version is a row of the same table with the document's `documentId` and its
 * `locale`. The English version (`en`, the default locale) is "the" record: it holds the relations (owner, client,
 * category, applications link to it) and every shared field; an Arabic version (`ar`) is read for its text fields only
 * (the contract's `JOB_LOCALIZED_FIELDS`, `ARTICLE_LOCALIZED_FIELDS`), laid over the English record's.
 * - `registerDefaultLocaleReads`: every read of the query engine on jobs or articles that names neither a locale nor a
 *   row id reads the English rows, so that no count, list or lookup of the existing code meets an Arabic version as a
 *   second job or article (raw SQL on the tables filters on the locale column itself: job-search.ts).
 * - `ensureContentLocales`: the locales `en` (default) and `ar` exist, created at start.
 * - `withLanguages`: a read's records with their Arabic text when asked for and present, and `language`/`locales`.
 * - `saveArabicVersion`, `deleteArabicVersion`, `arabicVersionOf`: staff's writes and read of an Arabic version.
 */

export const JOB_UID = 'api::job.job';
export const ARTICLE_UID = 'api::article.article';

/** The localized content types and their text fields that an Arabic version carries. */
export const LOCALIZED_FIELDS: Record<LocalizedUid, readonly string[]> = {
  [JOB_UID]: JOB_LOCALIZED_FIELDS,
  [ARTICLE_UID]: ARTICLE_LOCALIZED_FIELDS,
};

export type LocalizedUid = typeof JOB_UID | typeof ARTICLE_UID;

type Row = Record<string, unknown>;

/** Whether `where` (a query-engine condition) names the `locale` column anywhere. */
function namesLocale(where: unknown): boolean {
  if (Array.isArray(where)) return where.some(namesLocale);
  if (!where || typeof where !== 'object' || where instanceof Date) return false;
  return Object.entries(where).some(([key, value]) => key === 'locale' || namesLocale(value));
}

/**
 * `where` narrowed to the default locale, unless it names a locale or a row (`id` at its top: the engine's own
 * reads after a write, a lookup of rows already found). Exported for its unit test.
 */
export function defaultLocaleWhere(where: unknown): unknown {
  const object = where && typeof where === 'object' && !Array.isArray(where) ? (where as Row) : undefined;
  if (where !== undefined && where !== null && !object) return where;
  if (object && ('id' in object || namesLocale(object))) return where;
  return { ...object, locale: DEFAULT_CONTENT_LOCALE };
}

/**
 * Every query-engine read of jobs and articles (`strapi.db.query(uid).findOne | findMany | count`) without a locale
 * or row id reads the default locale's rows: one row per job (per article and publication state), as before the
 * content types were localized. The document service always names its locale, so it is not changed; writes
 * (`updateMany`, `deleteMany`) are left alone, so that a bulk change reaches every version.
 */
export function registerDefaultLocaleReads(strapi: Core.Strapi): void {
  const narrow = (event: { params: { where?: unknown } }) => {
    event.params.where = defaultLocaleWhere(event.params.where);
  };
  strapi.db.lifecycles.subscribe({
    models: [JOB_UID, ARTICLE_UID],
    beforeFindOne: narrow,
    beforeFindMany: narrow,
    beforeCount: narrow,
  });
}

interface LocalesService {
  find(params?: unknown): Promise<Array<{ code: string; isDefault?: boolean }>>;
  create(locale: { code: string; name: string }): Promise<unknown>;
  setDefaultLocale(locale: { code: string }): Promise<unknown>;
  getDefaultLocale(): Promise<string>;
}

/** The i18n plugin's locales service. */
const localesOf = (strapi: Core.Strapi) => strapi.plugin('i18n').service('locales') as unknown as LocalesService;

/**
 * Makes sure the i18n plugin has the locales `en` (the default: the i18n plugin creates it on an empty database) and
 * `ar`. Idempotent; run at every start.
 */
export async function ensureContentLocales(strapi: Core.Strapi): Promise<void> {
  const locales = localesOf(strapi);
  const existing = new Set((await locales.find()).map((locale) => locale.code));
  for (const code of CONTENT_LOCALES) {
    if (!existing.has(code)) await locales.create({ code, name: CONTENT_LOCALE_NAMES[code] });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_CONTENT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_CONTENT_LOCALE });
  }
}

/**
 * The `locale` query parameter of a read, taken out of `query` (Strapi must read the English records): `en` or `ar`;
 * English when absent.
 * @throws ValidationError (400) for any other value (`*`, `all`, another language, an array).
 */
export function takeLocale(query: Record<string, unknown>): ContentLocale {
  if (!('locale' in query)) return DEFAULT_CONTENT_LOCALE;
  const value = query.locale;
  delete query.locale;
  const locale = parseContentLocale(value);
  if (locale === null) {
    throw new errors.ValidationError('This query is not allowed: locale (en or ar).', { parameter: 'locale' });
  }
  return locale;
}

/**
 * Refuses a `locale` other than English on a write of the English record (`POST`, `PUT`, `DELETE /jobs…`,
 * `/articles…`): Strapi would write the whole record into the Arabic version, past the Arabic version's own rules
 * (`/:id/arabic`). Takes `locale=en` out of `query`.
 * @throws ValidationError (400).
 */
export function refuseOtherLocale(query: Record<string, unknown>): void {
  if (takeLocale(query) !== DEFAULT_CONTENT_LOCALE) {
    throw new errors.ValidationError('The Arabic version is written through /:id/arabic.', { parameter: 'locale' });
  }
}

/** Whether a content type keeps drafts beside published versions (articles). */
const hasDrafts = (strapi: Core.Strapi, uid: LocalizedUid) =>
  Boolean(
    (strapi.getModel(uid as UID.ContentType) as { options?: { draftAndPublish?: boolean } }).options?.draftAndPublish,
  );

/**
 * The Arabic versions of the documents `documentIds`, by documentId, with their text fields: the published ones when
 * `published` (what visitors read), else the drafts (staff's), for a content type with drafts.
 */
async function arabicRows(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  documentIds: string[],
  published: boolean,
): Promise<Map<string, Row>> {
  if (documentIds.length === 0) return new Map();
  const publication = hasDrafts(strapi, uid) ? { publishedAt: published ? { $notNull: true } : { $null: true } } : {};
  const rows = (await strapi.db.query(uid).findMany({
    where: { documentId: { $in: documentIds }, locale: ARABIC, ...publication },
    select: ['documentId', ...LOCALIZED_FIELDS[uid]],
  })) as Row[];
  return new Map(rows.map((row) => [row.documentId as string, row]));
}

/**
 * `records` (a read's answer: rows with `documentId`, as Strapi's controller gives them) with, for each, `language`
 * (`ar` when `locale` is `ar` and the record has an Arabic version, whose text fields then replace the English ones
 * the record carries; else `en`) and `locales` (`['en']` or `['en', 'ar']`). Fields the record does not carry (a read
 * with `fields`) are not added. Visitors (`published`) see only a published Arabic version.
 */
export async function withLanguages<T extends Row>(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  records: T[],
  locale: ContentLocale,
  published: boolean,
): Promise<Array<T & { language: ContentLocale; locales: ContentLocale[] }>> {
  const documentIds = [
    ...new Set(records.flatMap((record) => (typeof record.documentId === 'string' ? [record.documentId] : []))),
  ];
  const arabic = await arabicRows(strapi, uid, documentIds, published);
  return records.map((record) => {
    const version = arabic.get(record.documentId as string);
    const locales: ContentLocale[] = version ? [DEFAULT_CONTENT_LOCALE, ARABIC] : [DEFAULT_CONTENT_LOCALE];
    if (!version || locale !== ARABIC) return { ...record, language: DEFAULT_CONTENT_LOCALE, locales };
    const text = Object.fromEntries(
      LOCALIZED_FIELDS[uid].filter((field) => field in record).map((field) => [field, version[field] ?? null]),
    );
    return { ...record, ...text, language: ARABIC, locales };
  });
}

/** `body` (a controller's answer `{ data, meta }`, one record or a list) with `withLanguages` applied to its data. */
export async function bodyWithLanguages<B extends { data?: unknown } | null | undefined>(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  body: B,
  locale: ContentLocale,
  published: boolean,
): Promise<B> {
  if (!body || !body.data) return body;
  if (Array.isArray(body.data)) {
    return { ...body, data: await withLanguages(strapi, uid, body.data as Row[], locale, published) };
  }
  const [one] = await withLanguages(strapi, uid, [body.data as Row], locale, published);
  return { ...body, data: one };
}

/**
 * The Arabic version of the document `documentId` as staff edit it (its text fields, the draft of an article), or
 * null when it has none.
 */
export async function arabicVersionOf(strapi: Core.Strapi, uid: LocalizedUid, documentId: string): Promise<Row | null> {
  const rows = await arabicRows(strapi, uid, [documentId], false);
  const row = rows.get(documentId);
  return row
    ? Object.fromEntries(['documentId', ...LOCALIZED_FIELDS[uid]].map((field) => [field, row[field] ?? null]))
    : null;
}

interface I18nContentTypes {
  getNestedPopulateOfNonLocalizedAttributes(uid: string): string[];
  copyNonLocalizedAttributes(model: unknown, entry: unknown): Row;
}

/** `data` with each media field's value (a file object) as its id, as the document service takes it. */
function mediaAsIds(strapi: Core.Strapi, uid: LocalizedUid, data: Row): Row {
  const attributes = strapi.getModel(uid).attributes as Record<string, { type: string }>;
  const out: Row = { ...data };
  for (const [name, attribute] of Object.entries(attributes)) {
    const value = out[name];
    if (attribute.type === 'media' && value && typeof value === 'object' && 'id' in value) {
      out[name] = value.id;
    }
  }
  return out;
}

/**
 * Creates or replaces the Arabic version of the document `documentId` with `text` (its text fields, checked by the
 * contract's schema), through the document service (`locale: 'ar'`), so that Strapi's i18n, page invalidation and
 * admin panel see it. The version gets the English record's slug and its current shared fields, so that the i18n
 * plugin's sync of shared fields (which copies a saved version's shared fields to the other versions) never changes the
 * English record. An article's Arabic version is published when its English article is.
 * @returns the saved text fields, or null when the document has no English record.
 */
export async function saveArabicVersion(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  documentId: string,
  text: Row,
): Promise<Row | null> {
  const i18n = strapi.plugin('i18n').service('content-types') as unknown as I18nContentTypes;
  const drafts = hasDrafts(strapi, uid);
  const english = (await strapi.db.query(uid).findOne({
    where: { documentId, locale: DEFAULT_CONTENT_LOCALE, ...(drafts ? { publishedAt: null } : {}) },
    populate: i18n.getNestedPopulateOfNonLocalizedAttributes(uid),
  })) as Row | null;
  if (!english) return null;
  const shared = mediaAsIds(strapi, uid, i18n.copyNonLocalizedAttributes(strapi.getModel(uid), english));
  await strapi.db.transaction(async () => {
    await strapi.documents(uid).update({
      documentId,
      locale: ARABIC,
      data: { ...shared, ...text, slug: english.slug },
    } as never);
    if (drafts) {
      const published = await strapi.db.query(uid).count({
        where: { documentId, locale: DEFAULT_CONTENT_LOCALE, publishedAt: { $notNull: true } },
      });
      if (published > 0) await publishArabicVersion(strapi, uid, documentId, true);
    }
  });
  return arabicVersionOf(strapi, uid, documentId);
}

/**
 * Publishes (`published`) or unpublishes the Arabic version of an article, if it has one: it follows its English
 * article's publication (services/article.ts `setPublication`). Nothing for a content type without drafts.
 */
export async function publishArabicVersion(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  documentId: string,
  published: boolean,
): Promise<void> {
  if (!hasDrafts(strapi, uid)) return;
  const exists = await strapi.db.query(uid).count({ where: { documentId, locale: ARABIC } });
  if (exists === 0) return;
  const articles = strapi.documents(ARTICLE_UID);
  if (published) await articles.publish({ documentId, locale: ARABIC });
  else await articles.unpublish({ documentId, locale: ARABIC });
}

/** Deletes the Arabic version of the document `documentId` (every row of it). @returns whether it had one. */
export async function deleteArabicVersion(
  strapi: Core.Strapi,
  uid: LocalizedUid,
  documentId: string,
): Promise<boolean> {
  const exists = await strapi.db.query(uid).count({ where: { documentId, locale: ARABIC } });
  if (exists === 0) return false;
  await strapi.documents(uid).delete({ documentId, locale: ARABIC } as never);
  return true;
}
