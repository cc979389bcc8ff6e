import { useEffect, useState } from 'react';

type Slugify = (text: string) => string;

/**
 * The contract's slug rule (`@agency/contract/slug`) for the staff editors, loaded after the editor appears: its
 * transliteration tables are about 55 kB gzipped, more than the rest of the editor needs. Until it arrives the
 * function is null and the editors leave the slug empty, which the CMS fills from the title by the same rule.
 */
export function useSlugify(): Slugify | null {
  const [slugify, setSlugify] = useState<Slugify | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('@agency/contract/slug').then((module) => {
      if (mounted) setSlugify(() => module.slugify);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return slugify;
}
