/**
 * The agency's three offices (docs/000-product.md §2 "Contact": three office cards, United States, Pakistan, UAE, each
 * with address, phone and email as static content). Phone numbers use ranges reserved for fiction where one exists.
 */
export interface Office {
  country: string;
  city: string;
  /** Address lines, top to bottom. */
  address: string[];
  /** As people dial it, e.g. "+1 (646) 555-0142". */
  phone: string;
  email: string;
  /** Illustration in public/images/offices/. */
  image: string;
}

export const OFFICES: Office[] = [
  {
    country: 'United States',
    city: 'New York',
    address: ['1250 Broadway, 36th Floor', 'New York, NY 10001', 'United States'],
    phone: '+1 (646) 555-0142',
    email: 'usa@northstartalent.com',
    image: '/images/offices/new-york.svg',
  },
  {
    country: 'Pakistan',
    city: 'Lahore',
    address: ['Level 9, Arfa Software Technology Park', '346-B Ferozepur Road', 'Lahore 54000, Pakistan'],
    phone: '+92 42 3578 0142',
    email: 'pakistan@northstartalent.com',
    image: '/images/offices/lahore.svg',
  },
  {
    country: 'UAE',
    city: 'Dubai',
    address: [
      'Office 2304, Boulevard Plaza Tower 1',
      'Sheikh Mohammed bin Rashid Boulevard',
      'Downtown Dubai, United Arab Emirates',
    ],
    phone: '+971 4 555 0142',
    email: 'uae@northstartalent.com',
    image: '/images/offices/dubai.svg',
  },
];

/** "tel:" form of a phone number as people write it: digits and a leading +. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
