import type { ReactNode } from 'react';

/**
 * The page of a job or article that could not be shown: the back link, then the load error (as an alert) or the
 * not-found heading.
 */
export function MissingRecord({ back, error, heading }: { back: ReactNode; error: ReactNode; heading: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      {back}
      {error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6 text-red-800">
          {error}
        </p>
      ) : (
        <h1 className="mt-6 text-2xl font-bold text-slate-900">{heading}</h1>
      )}
    </section>
  );
}
