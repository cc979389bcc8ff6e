import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

/**
 * The page of a job or article that could not be shown: the back link, then the load error (as an alert) or the
 * not-found heading and what the page offers instead (`children`; `wide` for a grid of cards, else a text column).
 */
export function MissingRecord({
  back,
  error,
  heading,
  children,
  wide = false,
}: {
  back: ReactNode;
  error: ReactNode;
  heading: string;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <section className={cn('mx-auto px-4 py-16 sm:px-6', wide ? 'max-w-7xl' : 'max-w-3xl')}>
      {back}
      {error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          {error}
        </p>
      ) : (
        <>
          <h1 className="mt-6 text-2xl font-bold text-slate-900">{heading}</h1>
          {children}
        </>
      )}
    </section>
  );
}
