import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FIRST_ANSWERS } from './firstAnswers';
import { FIRST_REQUESTS_CODE, firstRequestsData, firstRequestsScript, type FirstRequest } from './firstRequests';

const req = (url: string): FirstRequest => ({
  key: `key ${url}`,
  url,
  method: 'GET',
  headers: { Accept: 'application/json', 'partner-name': 'acme' },
  credentials: 'include',
});

/** Runs the page's script in a browser-like context: its cookie, URL query, layout width and a fetch that records. */
function runScript(data: ReturnType<typeof firstRequestsData>, page: { cookie?: string; search?: string; wide?: boolean; fail?: boolean }) {
  const sent: Array<{ url: string; init: RequestInit }> = [];
  const window: Record<string, unknown> = {};
  runInNewContext(`${FIRST_REQUESTS_CODE}(${JSON.stringify(data)})`, {
    window,
    document: { cookie: page.cookie ?? '' },
    location: { search: page.search ?? '' },
    URLSearchParams,
    matchMedia: (q: string) => ({ matches: q === data?.wide && page.wide === true }),
    fetch: (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return page.fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(new Response('{"games":[]}', { status: 200 }));
    },
  });
  return { sent, answers: window[FIRST_ANSWERS] as Record<string, Promise<{ status: number; body: string }>> | undefined };
}

describe("the prerendered page's first requests", () => {
  const data = firstRequestsData('session', { mobile: [req('/g/a'), req('/g/b')], desktop: [req('/g/a'), req('/g/c')] });

  it("a guest's page sends its layout's requests and leaves their answers under their keys", async () => {
    const phone = runScript(data, {});
    expect(phone.sent.map((s) => s.url)).toEqual(['/g/a', '/g/b']);
    expect(phone.sent[0].init).toMatchObject({ method: 'GET', headers: { 'partner-name': 'acme' }, credentials: 'include' });
    expect(await phone.answers?.['key /g/b']).toEqual({ status: 200, body: '{"games":[]}' });
    expect(runScript(data, { wide: true, search: '?lang=en-US&utm_source=x' }).sent.map((s) => s.url)).toEqual(['/g/a', '/g/c']);
  });

  it('sends nothing for a signed-in player or for a URL whose filter picks other lists', () => {
    expect(runScript(data, { cookie: 'theme=dark; session=tok' }).sent).toEqual([]);
    expect(runScript(data, { cookie: 'session=; sessionx=1' }).sent).toHaveLength(2);
    expect(runScript(data, { search: '?provider=acme' }).sent).toEqual([]);
    expect(runScript(data, { search: '?category=new' }).sent).toEqual([]);
  });

  it('a failed request leaves a rejected answer (the API client asks again), not an unhandled rejection', async () => {
    const { answers } = runScript(data, { fail: true });
    await expect(answers?.['key /g/a']).rejects.toThrow('Failed to fetch');
  });

  it('one list of requests when both layouts ask the same; no script for a page that asks for none', () => {
    expect(firstRequestsData('s', { mobile: [req('/g/a')], desktop: [req('/g/a')] })).not.toHaveProperty('desktop');
    expect(firstRequestsData('s', { mobile: [], desktop: [] })).toBeUndefined();
  });

  it('no value can close the script element', () => {
    const tag = firstRequestsScript(firstRequestsData('s', { mobile: [req('/g/</script><script>alert(1)//')], desktop: [] })!, 'n0nce');
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });
});
