// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { JackpotsStrip } from './JackpotsStrip';
import { byTestId as q, renderPerTest } from '../../../tests/support/casinoUi';

const render = renderPerTest();

describe('JackpotsStrip', () => {
  it('shows the jackpot info and the recently won list with masked winner, amount in the currency label and jackpot name', () => {
    render(
      <JackpotsStrip
        decimals={2}
        currency="ARS"
        jackpots={[{ id: '1', name: 'Mega', amount: 250000 }]}
        fake={[]}
        info={{ title: 'Our jackpots', description: 'Every bet feeds them.' }}
        won={[
          { key: 'a', winner: 'ne***e', amount: 1200, jackpot: 'Mini' },
          { key: 'b', winner: 'lu***y', amount: 19000.75, jackpot: '' },
        ]}
      />,
    );
    expect(q('jackpot-info')[0].textContent).toBe('Our jackpots – Every bet feeds them.');
    const won = q('won-jackpot').map((e) => e.textContent);
    expect(won).toEqual(['Recently wonne***e won 1,200.00 ARS on the Mini jackpot', 'Recently wonlu***y won a 19,000.75 ARS jackpot']);
  });

  it('shows every amount with the brand\'s decimals: "250,000.50" beside "19,000.75", never "250,000.5"', () => {
    render(
      <JackpotsStrip
        decimals={2}
        currency="ARS"
        jackpots={[{ id: '3', name: 'Mega', amount: 250000.5, lastWinner: 'pl***r', lastWinAmount: 180000 }]}
        fake={[{ amount: 19000.75, winner: 'lu***y' }]}
      />,
    );
    expect(q('jackpot')[0].textContent).toBe('Mega250,000.50 ARSLast won by pl***r: 180,000.00 ARS');
    expect(q('fake-jackpot')[0].textContent).toBe('lu***y won19,000.75 ARS');
  });

  it('shows the title once when the info\'s title is the strip\'s own ("Jackpots Jackpots" was the row label twice)', () => {
    render(<JackpotsStrip title="Jackpots" decimals={2} jackpots={[]} fake={[]} info={{ title: 'jackpots ', description: 'Every bet feeds them.' }} />);
    expect(q('jackpot-info')[0].textContent).toBe('Every bet feeds them.');
    expect(q('jackpots')[0].textContent?.match(/jackpots/gi)?.length).toBe(1);
  });

  it('shows the strip for won jackpots or info alone, and nothing when all is empty', () => {
    const view = render(<JackpotsStrip decimals={2} jackpots={[]} fake={[]} won={[{ key: 'a', winner: 'x***y', amount: 5, jackpot: 'Mini' }]} />);
    expect(q('jackpots').length).toBe(1);
    expect(q('jackpot-info').length).toBe(0);
    view.rerender(<JackpotsStrip decimals={2} jackpots={[]} fake={[]} info={{ description: 'About jackpots' }} />);
    expect(q('jackpot-info').length).toBe(1);
    view.rerender(<JackpotsStrip decimals={2} jackpots={[]} fake={[]} won={[]} info={{}} />);
    expect(q('jackpots').length).toBe(0);
  });

  it('puts the polled winners last: a poll changes only its own cards and never moves the others', () => {
    render(
      <JackpotsStrip
        decimals={2}
        jackpots={[{ id: '1', name: 'Mega', amount: 10 }]}
        fake={[{ amount: 3, winner: 'fa***e' }]}
        won={[{ key: 'a', winner: 'wo***n', amount: 5, jackpot: 'Mini' }]}
      />,
    );
    const order = [...q('jackpots-strip')[0].querySelectorAll('[data-testid]')].map((e) => e.getAttribute('data-testid'));
    expect(order.filter((id) => id === 'jackpot' || id === 'won-jackpot' || id === 'fake-jackpot')).toEqual(['jackpot', 'won-jackpot', 'fake-jackpot']);
  });
});
