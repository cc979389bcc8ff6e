import { SITE_NAME } from '@agency/contract';
import { describe, expect, it } from 'vitest';
import { JOB_DEFAULTS, jobTitle, splitSkills, toJobPosting } from './jobs';

describe('job defaults (docs/000-product.md §3)', () => {
  it('fills every absent field with the spec default', () => {
    const job = toJobPosting({ id: 1, documentId: 'abc', slug: 'x' });
    expect(job).toMatchObject({
      title: 'Job Title Not Available',
      company: 'Company Not Available',
      location: 'Remote / On-site',
      salary: 'Competitive',
      experience: 'Entry Level',
      type: 'Full-time',
      category: 'General',
      author: 'Unknown',
      descriptionHtml: null,
      skills: [],
      featured: false,
      confidential: false,
      open: true,
      coverUrl: null,
    });
    expect(JOB_DEFAULTS.description).toBe('No description provided.');
  });

  it('names the agency for a confidential job, whatever company the record holds (docs/024-employers.md)', () => {
    const job = toJobPosting({ id: 1, documentId: 'abc', slug: 'x', company: 'Meridian Bank', confidential: true });
    expect(job).toMatchObject({ company: SITE_NAME, confidential: true });
  });

  it('names an untitled job (a draft) by the default title, never by an empty string', () => {
    expect(jobTitle({ title: null })).toBe('Job Title Not Available');
    expect(jobTitle({ title: '' })).toBe('Job Title Not Available');
    expect(jobTitle({ title: '   ' })).toBe('Job Title Not Available');
    expect(jobTitle({})).toBe('Job Title Not Available');
    expect(jobTitle({ title: ' Nurse ' })).toBe('Nurse');
  });

  it('treats empty and blank values as absent', () => {
    const job = toJobPosting({
      id: 1,
      documentId: 'abc',
      slug: 'x',
      title: '  ',
      salary: '',
      category: { name: null },
      description: ' ',
    });
    expect(job.title).toBe(JOB_DEFAULTS.title);
    expect(job.salary).toBe(JOB_DEFAULTS.salary);
    expect(job.category).toBe(JOB_DEFAULTS.category);
    expect(job.descriptionHtml).toBeNull();
  });

  it('keeps given values, and reads category, author, cover and status', () => {
    const job = toJobPosting({
      id: 2,
      documentId: 'def',
      slug: 'go-dev',
      title: 'Go Developer',
      status: 'closed',
      featured: true,
      category: { name: 'Software Engineering' },
      author: { name: 'Omar Haddad' },
      cover: { url: '/uploads/a.jpg' },
      posted: '2026-11-01',
    });
    expect(job).toMatchObject({
      title: 'Go Developer',
      open: false,
      featured: true,
      category: 'Software Engineering',
      author: 'Omar Haddad',
      coverUrl: '/uploads/a.jpg',
      posted: '2026-11-01',
    });
  });

  it('links a cover stored in an S3 bucket through this site’s /uploads route', () => {
    const job = toJobPosting({
      id: 3,
      documentId: 'ghi',
      slug: 'rust-dev',
      cover: { url: 'http://127.0.0.1:4568/covers/rust_cover_9d8e7f.jpg' },
    });
    expect(job.coverUrl).toBe('/uploads/rust_cover_9d8e7f.jpg');
  });

  it('uses the creation time when the posted date is missing', () => {
    expect(toJobPosting({ id: 1, documentId: 'a', slug: 'a', createdAt: '2026-10-01T10:00:00.000Z' }).posted).toBe(
      '2026-10-01T10:00:00.000Z',
    );
  });

  it('splits comma-separated skills and drops empty ones', () => {
    expect(splitSkills('React, Node.js , ,SQL,')).toEqual(['React', 'Node.js', 'SQL']);
    expect(splitSkills(null)).toEqual([]);
  });
});
