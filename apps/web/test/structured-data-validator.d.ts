/** Types of the two untyped packages the structured-data tests use (./structured-data.ts). */

declare module '@adobe/structured-data-validator' {
  /** One finding: an ERROR makes Google drop the rich result; a WARNING is a recommended property left out. */
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: Array<{ type?: string; property?: string; index?: number; length?: number }>;
    fieldNames: string[];
    location?: string;
    errorType?: string;
  }

  /** Google's rich-result rules per type, and (given the vocabulary) schema.org's types and properties. */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(extracted: unknown): Promise<ValidationIssue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    jsonld: Record<string, Array<Record<string, unknown>>>;
    microdata: Record<string, Array<Record<string, unknown>>>;
    rdfa: Record<string, Array<Record<string, unknown>>>;
    metatags: Record<string, unknown>;
  }

  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): ExtractedData;
  }
}
