import { describe, expect, it } from 'vitest';
import { CONTACT_SERVICES, enquiryStatusFrom, serviceLabel } from './enquiry.js';

describe('serviceLabel', () => {
  it('names each service by its label', () => {
    expect(serviceLabel('it-staffing')).toBe('IT Staffing');
    for (const service of CONTACT_SERVICES) expect(serviceLabel(service.value)).toBe(service.label);
  });

  it('keeps an unknown value as it is and gives nothing for none', () => {
    expect(serviceLabel('payroll')).toBe('payroll');
    expect(serviceLabel('')).toBeUndefined();
    expect(serviceLabel(null)).toBeUndefined();
    expect(serviceLabel(undefined)).toBeUndefined();
  });
});

describe('enquiryStatusFrom', () => {
  it('accepts the two statuses and nothing else', () => {
    expect(enquiryStatusFrom('new')).toBe('new');
    expect(enquiryStatusFrom('handled')).toBe('handled');
    for (const value of ['Handled', 'closed', '', null, undefined, 1]) expect(enquiryStatusFrom(value)).toBeUndefined();
  });
});
