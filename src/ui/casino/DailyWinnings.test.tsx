// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DailyWinnings, type DailyWinningItem } from './DailyWinnings';
import { render } from '../../../tests/support/casinoUi';

let view: ReturnType<typeof render> | undefined;
afterEach(() => view?.unmount());
const q = (id: string, root: ParentNode = document.body) => [...root.querySelectorAll(`[data-testid="${id}"]`)];
const win = (userName: string, amount: number, type: string): DailyWinningItem => ({ userName, provider: 'Pragmatic', bet: 1, multiple: 2, amount, type });

describe('DailyWinnings', () => {
  it('shows one section per tier, in the order given, each with its label and its wins', () => {
    view = render(
      <DailyWinnings decimals={2} currency="ARS" tiers={[
        { tier: 'diamond', items: [win('ma***o', 500, 'diamond')] },
        { tier: 'gold', items: [win('lu***a', 50, 'gold'), win('an***a', 3, 'gold')] },
        { tier: 'silver', items: [] },
        { tier: '', items: [win('jo***e', 1, '')] },
      ]} />,
    );
    const sections = q('daily-winnings-tier');
    expect(sections.map((s) => s.getAttribute('data-tier'))).toEqual(['diamond', 'gold', '']);
    expect(sections.map((s) => q('daily-winnings-tier-label', s)[0].textContent)).toEqual(['Diamond', 'Gold', 'Other']);
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Diamond wins', 'Gold wins', 'Other wins']);
    expect(q('daily-winning', sections[1]).map((e) => e.textContent)).toEqual(['lu***aPragmaticWon 50 ARS (x2)', 'an***aPragmaticWon 3 ARS (x2)']);
    expect(q('daily-winning').length).toBe(4);
  });

  it('shows nothing without wins', () => {
    view = render(<DailyWinnings decimals={2} tiers={[{ tier: 'gold', items: [] }]} />);
    expect(q('daily-winnings').length).toBe(0);
  });
});
