import { parseContentLocale, type PopulateTree, type PublicQueryRule } from '@agency/contract';

/**
 * Checks a visitor's query against its endpoint's rule of the contract (`PUBLIC_QUERIES`, docs/017-security-audit.md):
 * only the parameters, filter paths, sort entries and populate shapes the website sends are accepted. Why our own code:
 * Strapi's `strictParams` checks that a parameter is well formed and names real attributes, not which of them a
 * visitor may use; no plugin limits filters and populate per role.
 */

const PARAMETERS = ['filters', 'sort', 'populate', 'pagination', 'locale'] as const;

/** A populate as a tree (`'*'`, or attribute → true | subtree), or a problem's description. */
type Tree = '*' | Map<string, true | Tree>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `'a.b'` → `a: { b: true }`, merged into `into`. */
function addPath(into: Map<string, true | Tree>, path: string[]): void {
  const [head, ...rest] = path;
  if (rest.length === 0) {
    if (!into.has(head)) into.set(head, true);
    return;
  }
  const current = into.get(head);
  const subtree = current instanceof Map ? current : new Map<string, true | Tree>();
  addPath(subtree, rest);
  into.set(head, subtree);
}

/**
 * Any form of Strapi's `populate` as the query parser hands it over (`'*'`, `'a,b.c'`, `['a']`, `{ a: 'true' }`,
 * `{ a: { populate: … } }`) as a tree. @throws Error naming the first part that is no populate a visitor may send
 * (options such as `fields`, `filters`, `sort` or `on` inside it).
 */
function toTree(populate: unknown, where = 'populate'): Tree {
  if (populate === '*') return '*';
  if (typeof populate === 'string' || Array.isArray(populate)) {
    const tree = new Map<string, true | Tree>();
    for (const item of Array.isArray(populate) ? populate : [populate]) {
      if (typeof item !== 'string') throw new Error(where);
      for (const path of item.split(',')) {
        const parts = path.trim().split('.');
        if (parts.some((part) => part === '' || part === '*')) throw new Error(`${where} ${path}`);
        addPath(tree, parts);
      }
    }
    return tree;
  }
  if (!isPlainObject(populate)) throw new Error(where);
  const tree = new Map<string, true | Tree>();
  for (const [name, value] of Object.entries(populate)) {
    if (value === true || value === 'true') tree.set(name, true);
    else if (isPlainObject(value) && Object.keys(value).every((key) => key === 'populate') && 'populate' in value) {
      tree.set(name, toTree(value.populate, `${where}[${name}]`));
    } else throw new Error(`${where}[${name}]`);
  }
  return tree;
}

/** Whether `requested` asks for `allowed` or a part of it; `'*'` allows any of its relations, one level deep. */
function isWithin(requested: Tree, allowed: PopulateTree): boolean {
  if (requested === '*') return allowed === '*';
  if (allowed === '*') return [...requested.values()].every((value) => value === true);
  return [...requested.entries()].every(([name, value]) => {
    const permitted = allowed[name];
    if (!permitted) return false;
    if (value === true) return true;
    return permitted !== true && isWithin(value, permitted.populate);
  });
}

/** Every leaf of a `filters` object as `path.to.$operator`. @throws Error when a leaf is not one string. */
function filterPaths(filters: unknown, prefix = ''): string[] {
  if (!isPlainObject(filters)) throw new Error(`filters${prefix ? ` ${prefix}` : ''}`);
  return Object.entries(filters).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [path];
    if (isPlainObject(value)) return filterPaths(value, path);
    throw new Error(`filters ${path}`);
  });
}

/** Sort entries of `sort=a:desc,b`, `sort[0]=a:desc`. @throws Error for any other form. */
function sortEntries(sort: unknown): string[] {
  const items = Array.isArray(sort) ? sort : [sort];
  return items.flatMap((item) => {
    if (typeof item !== 'string') throw new Error('sort');
    return item.split(',').map((entry) => entry.trim());
  });
}

/**
 * The first part of `query` (Koa's parsed query string) that `rule` does not allow, described for the error message
 * (`filters category.jobs.title.$eq`, `populate[category]`, `fields`), or null when the whole query is allowed.
 */
export function publicQueryProblem(rule: PublicQueryRule, query: Record<string, unknown>): string | null {
  try {
    for (const [name, value] of Object.entries(query)) {
      if (!(PARAMETERS as readonly string[]).includes(name)) return name;
      if (name === 'filters') {
        const path = filterPaths(value).find((candidate) => !rule.filters.includes(candidate));
        if (path) return `filters ${path}`;
      } else if (name === 'sort') {
        const entry = sortEntries(value).find((candidate) => !rule.sort.includes(candidate));
        if (entry !== undefined) return `sort ${entry}`;
      } else if (name === 'populate') {
        const tree = toTree(value);
        if (!rule.populate.some((allowed) => isWithin(tree, allowed))) return 'populate';
      } else if (name === 'locale') {
        // `en` or `ar` only: `*`, `all` or another language would read versions the rules were not written for.
        if (!rule.locale || parseContentLocale(value) === null) return 'locale';
      } else if (name === 'pagination') {
        if (!rule.pagination || !isPlainObject(value)) return 'pagination';
        const key = Object.entries(value).find(
          ([key, item]) => !['page', 'pageSize'].includes(key) || typeof item !== 'string',
        )?.[0];
        if (key !== undefined) return `pagination[${key}]`;
      }
    }
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}
