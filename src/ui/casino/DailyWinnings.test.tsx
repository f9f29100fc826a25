// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DailyWinnings, type DailyWinningItem } from './DailyWinnings';
import { byTestId as q, renderPerTest } from '../../../tests/support/casinoUi';

const render = renderPerTest();
const win = (userName: string, amount: number, type: string): DailyWinningItem => ({ userName, provider: 'Pragmatic', bet: 1, multiple: 2, amount, type });

describe('DailyWinnings', () => {
  it('shows every win in one strip, tiers in the order given, each win labelled with its tier', () => {
    render(
      <DailyWinnings
        decimals={2}
        currency="ARS"
        tiers={[
          { tier: 'diamond', items: [win('ma***o', 500, 'diamond')] },
          { tier: 'gold', items: [win('lu***a', 50, 'gold'), win('an***a', 3, 'gold')] },
          { tier: 'silver', items: [] },
          { tier: '', items: [win('jo***e', 1, '')] },
        ]}
      />,
    );
    expect(q('daily-winnings-strip').length).toBe(1);
    const wins = q('daily-winning');
    expect(wins.map((s) => s.getAttribute('data-tier'))).toEqual(['diamond', 'gold', 'gold', '']);
    expect(wins.map((s) => q('daily-winnings-tier-label', s)[0].textContent)).toEqual(['Diamond', 'Gold', 'Gold', 'Other']);
    expect(wins.map((s) => s.getAttribute('aria-label'))).toEqual(['Diamond wins', 'Gold wins', 'Gold wins', 'Other wins']);
    // money with the brand's decimals, like every amount on the page; the multiple is no money
    expect(wins[1].textContent).toBe('lu***aGoldPragmaticWon 50.00 ARS (x2)');
  });

  it('shows nothing without wins', () => {
    render(<DailyWinnings decimals={2} tiers={[{ tier: 'gold', items: [] }]} />);
    expect(q('daily-winnings').length).toBe(0);
  });
});
