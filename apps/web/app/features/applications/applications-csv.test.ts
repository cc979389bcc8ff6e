import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { AdminApplication } from './api.server';
import { APPLICATION_CSV_HEADER, applicationCsvRow, applicationsCsv, neutraliseCell } from './applications-csv';

const application = (overrides: Partial<AdminApplication> = {}): AdminApplication => ({
  id: 1,
  documentId: 'abc123',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '020 7946 0958',
  coverLetter: 'Hello',
  job_status: 'Pending',
  appliedAt: '2026-11-20T10:00:00.000Z',
  job: { documentId: 'job1', title: 'Data Engineer', company: 'Northstar', slug: 'data-engineer' },
  resume: null,
  duplicateOf: null,
  ...overrides,
});

describe('neutraliseCell (OWASP CSV injection)', () => {
  it.each(['=HYPERLINK("http://x","y")', '+44 20', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'prefixes %j with a single quote',
    (value) => expect(neutraliseCell(value)).toBe(`'${value}`),
  );

  it('keeps other values, and an empty cell for a missing one', () => {
    expect(neutraliseCell('Ada = genius')).toBe('Ada = genius');
    expect(neutraliseCell(null)).toBe('');
  });
});

describe('applicationCsvRow', () => {
  it('gives the columns of the header, with the duplicate flag and a back-office link', () => {
    const row = applicationCsvRow(
      application({ duplicateOf: { documentId: 'first', appliedAt: null }, source: 'indeed', utmSource: 'indeed' }),
      'https://x.test',
    );
    expect(row).toHaveLength(APPLICATION_CSV_HEADER.length);
    expect(row).toEqual([
      'Ada Lovelace',
      'ada@example.com',
      '020 7946 0958',
      'Data Engineer',
      'Northstar',
      'Pending',
      '2026-11-20T10:00:00.000Z',
      'yes',
      'Indeed',
      '',
      '',
      'https://x.test/blog/admin/applications?q=ada%40example.com&job=job1',
    ]);
  });

  it('gives the screening answers in words, and whether they met the knockout rules (docs/024-employers.md)', () => {
    const row = applicationCsvRow(
      application({
        meetsRequirements: false,
        screeningAnswers: [
          { id: 'nationality', kind: 'country', label: 'Nationality?', value: 'PK', knockout: false, meets: null },
          { id: 'years', kind: 'number', label: 'Years in banking?', value: 2, knockout: true, meets: false },
          { id: 'why', kind: 'text', label: 'Why us?', value: null, knockout: false, meets: null },
        ],
      }),
      'https://x.test',
    );
    const at = (column: (typeof APPLICATION_CSV_HEADER)[number]) => row[APPLICATION_CSV_HEADER.indexOf(column)];
    expect(at('Meets requirements')).toBe('no');
    expect(at('Screening answers')).toBe('Nationality?: Pakistan\nYears in banking?: 2\nWhy us?: —');
  });
});

describe('applicationsCsv', () => {
  it('starts with a BOM and parses back to the header and neutralised rows', () => {
    const csv = applicationsCsv(
      [application({ fullName: '=HYPERLINK("http://x","y")', coverLetter: 'a,"b"\nc' }), application({ job: null })],
      'https://x.test',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(csv, { bom: true });
    expect(rows[0]).toEqual([...APPLICATION_CSV_HEADER]);
    expect(rows[1][0]).toBe(`'=HYPERLINK("http://x","y")`);
    expect(rows[2].slice(3, 5)).toEqual(['', '']);
    expect(rows).toHaveLength(3);
  });

  it('names the source, and says so for an application stored before sources were recorded', () => {
    const rows: string[][] = parse(
      applicationsCsv([application({ source: 'google-jobs' }), application({ source: null })], 'https://x.test'),
      { bom: true },
    );
    const column = APPLICATION_CSV_HEADER.indexOf('Source');
    expect(rows.map((row) => row[column])).toEqual(['Source', 'Google for Jobs', 'Not recorded']);
  });
});
