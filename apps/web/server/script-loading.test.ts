import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint } from './script-loading';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/react-A.js"/>',
  '<link rel="modulepreload" href="/assets/home-B.js" fetchPriority="low"/>',
  '<link rel="stylesheet" href="/assets/other.css"/>',
  '</head><body><main>Jobs</main>',
  '<link rel="modulepreload" href="/assets/react-A.js"/>',
  '<script type="module" async="">import "/assets/home-B.js";</script></body></html>',
].join('');

describe('scripts after the first paint', () => {
  it('takes every module hint out of the page and asks for each module once, from a script at the end of the body', () => {
    const html = loadScriptsAfterPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/other.css"/>');
    expect(html).toContain('<main>Jobs</main>');
    expect(html).toContain('<script type="module" async="">import "/assets/home-B.js";</script>');
    const loader = /<script>(\(function\(\)\{var hrefs=[^<]+)<\/script><\/body><\/html>$/.exec(html)?.[1];
    expect(loader).toContain('["/assets/react-A.js","/assets/home-B.js"]');
    expect(loader).toContain('l.rel="modulepreload"');
  });

  it('leaves a page without hints or without a body as it is', () => {
    expect(loadScriptsAfterPaint('<html><body>No scripts</body></html>')).toBe('<html><body>No scripts</body></html>');
    const fragment = '<link rel="modulepreload" href="/assets/a.js"/>';
    expect(loadScriptsAfterPaint(fragment)).toBe(fragment);
  });
});
