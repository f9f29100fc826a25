import { describe, expect, it } from 'vitest';
import { FIRST_ANSWERS, takeFirstAnswers } from './firstAnswers';

describe('takeFirstAnswers', () => {
  it("takes the page's answers off the window and answers each key until the first render", async () => {
    const a = Promise.resolve({ status: 200, body: 'a' });
    const win: Record<string, unknown> = { [FIRST_ANSWERS]: { k1: a } };
    const take = takeFirstAnswers(win, new Promise(() => undefined));
    expect(FIRST_ANSWERS in win).toBe(false);
    expect(take('k1')).toBe(a);
    expect(take('k1')).toBe(a);
    expect(take('k2')).toBeUndefined();
  });

  it('answers no call took are dropped once the first render is done', async () => {
    let rendered: () => void = () => undefined;
    const take = takeFirstAnswers({ [FIRST_ANSWERS]: { k: Promise.resolve({ status: 200, body: '' }) } }, new Promise<void>((r) => (rendered = r)));
    rendered();
    await Promise.resolve();
    expect(take('k')).toBeUndefined();
  });

  it('a page without the script answers nothing', () => {
    expect(takeFirstAnswers({}, Promise.resolve())('k')).toBeUndefined();
  });
});
