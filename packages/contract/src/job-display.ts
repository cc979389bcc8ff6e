import { countryName } from './countries.js';
import { isCurrencyCode } from './currencies.js';
import { SALARY_PERIODS } from './job.js';
import { intlLocale, type Language } from './language.js';

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

/** The words before an amount whose other end is open, in each language ("From $90,000", "حتى 30 US$"). */
const OPEN_ENDED: Record<Language, { from: string; upTo: string }> = {
  en: { from: 'From', upTo: 'Up to' },
  ar: { from: 'من', upTo: 'حتى' },
};

/**
 * The amounts of a structured salary in `language`, without its period: a range, one amount, or an open end
 * ("AED 15,000–20,000", "From $90,000"; in Arabic with Latin digits, `intlLocale`); empty when there is no amount or
 * the currency is not an ISO 4217 code of ours.
 */
export function salaryAmounts(salary: StructuredSalary, language: Language): string {
  const { salaryMin: min, salaryMax: max, salaryCurrency: currency } = salary;
  if ((min == null && max == null) || !currency || !isCurrencyCode(currency)) return '';
  const locale = language === 'en' ? 'en' : intlLocale(language);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const words = OPEN_ENDED[language];
  if (min != null && max != null) {
    return min !== max ? money.formatRange(Math.min(min, max), Math.max(min, max)) : money.format(min);
  }
  return min != null ? `${words.from} ${money.format(min)}` : `${words.upTo} ${money.format(max!)}`;
}

/**
 * The salary as the board shows it: staff's own text when they wrote one, else made from the structured fields
 * ("AED 15,000–20,000 a month", "From $90,000 a year", "Up to €30 an hour"); empty when neither is known.
 */
export function displaySalary(job: StructuredSalary & { salary?: string | null }): string {
  const written = job.salary?.trim();
  if (written) return written;
  const amount = salaryAmounts(job, 'en');
  if (!amount) return '';
  const period = SALARY_PERIODS.find((entry) => entry.value === job.salaryPeriod)?.label;
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
