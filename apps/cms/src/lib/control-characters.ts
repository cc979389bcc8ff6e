import type { Core, UID } from '@strapi/strapi';

/**
 * Control characters in stored text (issue 7): NUL and the other C0 and C1 controls and DEL are removed from every
 * text a client sends; tab, line feed and carriage return are kept where text is multi-line (a cover letter, a
 * message, rich text) and become a space where it is not (a name, a title).
 */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]+/g;

/** `text` without control characters; `multiline` keeps tabs and line breaks. */
export function stripControlCharacters(text: string, multiline: boolean): string {
  const cleaned = text.replace(CONTROLS, '');
  return multiline ? cleaned : cleaned.replace(LINE_BREAKS_AND_TABS, ' ');
}

const SINGLE_LINE = new Set(['string', 'email', 'uid', 'password', 'enumeration']);
const MULTI_LINE = new Set(['text', 'richtext']);

type Attribute = { type: string; component?: string; repeatable?: boolean };

/** `data` of a create or update with every text attribute of `uid` (and of its components) cleaned. */
export function cleanData(strapi: Core.Strapi, uid: string, data: unknown): unknown {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const attributes = (strapi.getModel(uid as UID.Schema)?.attributes ?? {}) as Record<string, Attribute>;
  const cleaned: Record<string, unknown> = { ...(data as Record<string, unknown>) };
  for (const [name, value] of Object.entries(cleaned)) {
    const attribute = attributes[name];
    if (!attribute || value === null || value === undefined) continue;
    if (typeof value === 'string' && (SINGLE_LINE.has(attribute.type) || MULTI_LINE.has(attribute.type))) {
      cleaned[name] = stripControlCharacters(value, MULTI_LINE.has(attribute.type));
    } else if (attribute.type === 'component' && attribute.component) {
      cleaned[name] = Array.isArray(value)
        ? value.map((item) => cleanData(strapi, attribute.component!, item))
        : cleanData(strapi, attribute.component, value);
    } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      cleaned[name] = value.map((item: unknown) =>
        item && typeof item === 'object' && typeof (item as { __component?: unknown }).__component === 'string'
          ? cleanData(strapi, (item as { __component: string }).__component, item)
          : item,
      );
    }
  }
  return cleaned;
}

/** Every create and update through the document service stores text without control characters. */
export function registerControlCharacterCleaning(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action === 'create' || context.action === 'update') {
      const params = context.params as { data?: unknown };
      params.data = cleanData(strapi, context.uid, params.data);
    }
    return next();
  });
}
