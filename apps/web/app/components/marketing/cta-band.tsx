import { useId } from 'react';
import { buttonClasses } from '~/components/ui/button';
import { LocalizedLink } from '~/i18n/link';

/** A call-to-action button of a CtaBand: where it leads (a site path in English form, sent in the page's language) and its text. */
export interface CtaLink {
  to: string;
  label: string;
}

/** The two large buttons of a call to action on a blue band: the first amber, the second outlined in white. */
export function CtaLinks({ primary, secondary }: { primary: CtaLink; secondary: CtaLink }) {
  return (
    <>
      <LocalizedLink to={primary.to} className={buttonClasses({ variant: 'accent', size: 'lg' })}>
        {primary.label}
      </LocalizedLink>
      <LocalizedLink to={secondary.to} className={buttonClasses({ variant: 'inverse', size: 'lg' })}>
        {secondary.label}
      </LocalizedLink>
    </>
  );
}

/**
 * A closing call to action: an h2, a sentence and two large buttons on an amber-accented blue card (the first
 * button amber, the second outlined in white).
 */
export function CtaBand({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: CtaLink;
  secondary: CtaLink;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-r from-brand-800 to-brand-600 px-6 py-12 text-center text-white sm:px-12">
          <div aria-hidden="true" className="absolute -end-16 -top-16 size-56 rounded-full bg-accent-400/20" />
          <div aria-hidden="true" className="absolute -bottom-20 -start-10 size-56 rounded-full bg-white/10" />
          <div className="relative">
            <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
              {title}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <CtaLinks primary={primary} secondary={secondary} />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
