import { countryName } from './countries.js';
import { isCurrencyCode } from './currencies.js';
import { SALARY_PERIODS } from './job.js';

/**
 * A job posting's salary and location as the board shows them, made from its structured fields when staff wrote no
 * text. Apart from job.ts so that a page which only shows what its loader made (the public job board and job pages)
 * does not load the country and currency lists these need (countries.ts, currencies.ts).
 */

/** The structured salary of a job posting: amounts in `salaryCurrency` per `salaryPeriod`. */
export interface StructuredSalary {
  salaryMin?: number | null;
  salaryMax?: number | null;
  salaryCurrency?: string | null;
  salaryPeriod?: string | null;
}

/**
 * The salary as the board shows it: staff's own text when they wrote one, else made from the structured fields
 * ("AED 15,000–20,000 a month", "From $90,000 a year", "Up to €30 an hour"); empty when neither is known.
 */
export function displaySalary(job: StructuredSalary & { salary?: string | null }): string {
  const written = job.salary?.trim();
  if (written) return written;
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = job;
  if ((min == null && max == null) || !currency || !isCurrencyCode(currency)) return '';
  const money = new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 });
  const period = SALARY_PERIODS.find((entry) => entry.value === job.salaryPeriod)?.label;
  const amount =
    min != null && max != null && min !== max
      ? money.formatRange(Math.min(min, max), Math.max(min, max))
      : min != null && max != null
        ? money.format(min)
        : min != null
          ? `From ${money.format(min)}`
          : `Up to ${money.format(max!)}`;
  return period ? `${amount} ${period}` : amount;
}

/**
 * The location as the board shows it: staff's own text when they wrote one, else made from the structured fields
 * ("Dubai, United Arab Emirates", "Hybrid · London, United Kingdom", "Remote (Germany, France)", "Remote").
 */
export function displayLocation(job: {
  location?: string | null;
  city?: string | null;
  country?: string | null;
  workplace?: string | null;
  applicantLocations?: readonly string[] | null;
}): string {
  const written = job.location?.trim();
  if (written) return written;
  const place = [job.city?.trim(), job.country ? countryName(job.country) : ''].filter(Boolean).join(', ');
  if (job.workplace === 'remote') {
    const where = (job.applicantLocations ?? []).map(countryName).join(', ');
    return where ? `Remote (${where})` : place ? `Remote · ${place}` : 'Remote';
  }
  if (job.workplace === 'hybrid') return place ? `Hybrid · ${place}` : 'Hybrid';
  return place;
}
