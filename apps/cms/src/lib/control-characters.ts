import { stripControlCharacters } from '@agency/contract';
import type { Core, UID } from '@strapi/strapi';

/**
 * Control characters in stored text (docs/009-one-contract.md): every create and update through the document service
 * stores text without them, by the contract's rule (`stripControlCharacters`): single-line attributes (string, email,
 * uid, …) lose tabs and line breaks too, multi-line ones (text, rich text) keep them.
 */
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
