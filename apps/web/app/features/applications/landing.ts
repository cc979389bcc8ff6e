import { useMemo, useSyncExternalStore } from 'react';
import { cleanLanding, REFERRER_HOST_MAX, UTM_PARAMETERS, UTM_VALUE_MAX, type Landing } from '@agency/contract';

/**
 * The landing of a visit, carried to its application without a cookie (docs/023-talent-pool.md "Sources"). Public
 * pages come from the page cache, whose key leaves the `utm_*` parameters out (server/page-cache.ts): the HTML cannot
 * know them, so the browser notes them itself. `LANDING_SCRIPT`, inline in every page's head, keeps the landing in the
 * tab's `sessionStorage` under `LANDING_STORAGE_KEY` (gone when the tab closes, never sent anywhere by itself); the
 * apply form puts it into hidden fields (`useStoredLanding`). Without JavaScript the apply page's own URL is the landing
 * when the visit began there: the form posts to it, query included (./landing.server.ts `landingOfPage`).
 */

/** The `sessionStorage` key of the landing: JSON of a `Landing`. */
export const LANDING_STORAGE_KEY = 'landing';

/**
 * Runs at the start of every page load, before anything else (ES5, in a `try`: a browser without `sessionStorage`,
 * `URL` or the navigation timing entry just records nothing). It reads the page's `utm_source`, `utm_medium` and
 * `utm_campaign` and the host of `document.referrer` (never its path or query; our own host is no referrer), each cut
 * to the contract's limits, and keeps them when this is the first page of the tab's visit, or when a page is entered
 * anew (a `navigate`, not a reload or back/forward) with tags or from another site than the one noted: the last
 * landing from outside wins, and a page of our own site never replaces it. The contract cleans the values again.
 */
export const LANDING_SCRIPT =
  `(function(){try{var k=${JSON.stringify(LANDING_STORAGE_KEY)},s=window.sessionStorage,` +
  `q=new URLSearchParams(location.search),r="";` +
  `try{r=document.referrer?new URL(document.referrer).hostname.slice(0,${REFERRER_HOST_MAX}):""}catch(e){}` +
  `if(r===location.hostname)r="";` +
  `function v(n){return(q.get(n)||"").slice(0,${UTM_VALUE_MAX})}` +
  `var t={utmSource:v(${JSON.stringify(UTM_PARAMETERS.utmSource)}),utmMedium:v(${JSON.stringify(UTM_PARAMETERS.utmMedium)}),` +
  `utmCampaign:v(${JSON.stringify(UTM_PARAMETERS.utmCampaign)}),referrerHost:r},p=null;` +
  `try{p=JSON.parse(s.getItem(k)||"null")}catch(e){}` +
  `var n=performance.getEntriesByType?performance.getEntriesByType("navigation")[0]:null,` +
  `entered=!n||n.type==="navigate";` +
  `if(!p||typeof p!=="object"||(entered&&(t.utmSource||t.utmMedium||t.utmCampaign||(r&&r!==p.referrerHost))))` +
  `s.setItem(k,JSON.stringify(t))}catch(e){}})()`;

/** Nothing to subscribe to: the landing does not change while a page is open (`useStoredLanding`). */
const noSubscription = () => () => {};

/** The landing's JSON as kept in this tab, or null (none, no storage, or storage refused). */
function storedJson(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(LANDING_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * A landing as `LANDING_SCRIPT` keeps it (`json`), cleaned by the contract's rule; empty for none or a value that is no
 * JSON object.
 */
export function landingOfJson(json: string | null): Landing {
  try {
    const value: unknown = JSON.parse(json ?? 'null');
    return value && typeof value === 'object' ? cleanLanding(value) : {};
  } catch {
    return {};
  }
}

/**
 * The landing kept in this tab, for the apply form's hidden fields: empty on the server and while hydrating (the
 * server's HTML has no landing), then the stored one.
 */
export function useStoredLanding(): Landing {
  const json = useSyncExternalStore(noSubscription, storedJson, () => null);
  return useMemo(() => landingOfJson(json), [json]);
}
