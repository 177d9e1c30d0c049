import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDER_DATA_ID, readPrerenderData } from './prerender-data';

function pageWith(json: string | null) {
  document.body.innerHTML =
    json === null
      ? '<div id="root"></div>'
      : `<div id="root"><h1>Sign in</h1></div><script type="application/json" id="${PRERENDER_DATA_ID}">${json}</script>`;
}

describe('readPrerenderData (issue 14)', () => {
  afterEach(() => {
    document.cookie = 'auth.token=; Max-Age=0; Path=/';
    document.body.innerHTML = '';
  });

  it('reads the locale and loader data a prerendered page carries', () => {
    pageWith('{"prerendered":true,"locale":"de","loaderData":{"root-0-1":null}}');
    expect(readPrerenderData(document)).toEqual({
      prerendered: true,
      locale: 'de',
      loaderData: { 'root-0-1': null },
    });
  });

  it('is null for the app shell and for a malformed payload', () => {
    pageWith(null);
    expect(readPrerenderData(document)).toBeNull();
    pageWith('{not json');
    expect(readPrerenderData(document)).toBeNull();
    pageWith('{"locale":"de"}');
    expect(readPrerenderData(document)).toBeNull();
  });

  it('is null for a visitor with a session token: the page was rendered signed out', () => {
    pageWith('{"prerendered":true,"locale":"en","loaderData":{}}');
    document.cookie = 'auth.token=abc; Path=/';
    expect(readPrerenderData(document)).toBeNull();
  });
});
