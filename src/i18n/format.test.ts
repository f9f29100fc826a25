import { describe, expect, it } from 'vitest';
import { formatAmount, formatAmountShort, formatDisplayDate } from './format';

describe('brand formats', () => {
  it('amounts use the brand decimals and the language grouping', () => {
    expect(formatAmount(5000, 'en-US', 2)).toBe('5,000.00');
    expect(formatAmount(5000, 'es-es', 2)).toBe('5000,00');
    expect(formatAmount(1234.5, 'en-US', 0)).toBe('1,235');
    expect(formatAmount(1.005, 'en-US', 3)).toBe('1.005');
    expect(formatAmountShort(50, 'en-US', 2)).toBe('50');
    expect(formatAmountShort(12.345, 'en-US', 2)).toBe('12.35');
  });

  it('dates follow the brand pattern with the language digits, without a time-zone shift', () => {
    expect(formatDisplayDate('2024-06-01T23:30:00Z', 'en-US', 'dd.MM.yyyy')).toBe('01.06.2024');
    expect(formatDisplayDate('2024-06-01', 'es-es', 'yyyy/MM/dd')).toBe('2024/06/01');
    expect(formatDisplayDate('2024-06-01', 'ar-EG', 'dd.MM.yyyy')).toBe('٠١.٠٦.٢٠٢٤');
    expect(formatDisplayDate(undefined, 'en-US', 'dd.MM.yyyy')).toBe('__.__.____');
    expect(formatDisplayDate('soon', 'en-US', 'dd.MM.yyyy')).toBe('soon');
  });
});

describe('formatApiDate', () => {
  it('writes a calendar date in the platform pattern with Latin digits; an unreadable one gives empty', async () => {
    const { formatApiDate } = await import('./format');
    expect(formatApiDate('2025-06-01', 'yyyy-MM-dd')).toBe('2025-06-01');
    expect(formatApiDate('2025-06-01', 'dd.MM.yyyy')).toBe('01.06.2025');
    expect(formatApiDate('2025-06-01', 'MM/dd/yyyy')).toBe('06/01/2025');
    expect(formatApiDate('2025-6-1', 'dd.MM.yyyy')).toBe('');
    expect(formatApiDate('', 'dd.MM.yyyy')).toBe('');
  });
});
