/**
 * The values the engine passes to texts that brand config names by id (labelId fields), so a brand text
 * may use them as ICU arguments and the pack test (tests/unit/messageRender.test.ts) renders each text with
 * exactly what the screen passes.
 */
import type { BrandConfig } from '../config/types';

type CashbackKind = BrandConfig['rules']['cashback']['kinds'][number];

/** A cashback kind's label values: `provider`, the display names of the kind's providers as one list of the language. */
export function cashbackKindValues(
  kind: Pick<CashbackKind, 'providers'>,
  providers: ReadonlyArray<{ id: string; name: string }>,
  locale: string,
): { provider: string } {
  const names = (kind.providers ?? []).map((id) => providers.find((p) => p.id === id)?.name ?? id);
  return { provider: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) };
}

/** The values every error text (rules.json errorCodes, errorRanges, defaultErrorMessageId) receives: the brand's betting limits it may name. */
export function errorTextValues(config: Pick<BrandConfig, 'rules'>): Record<string, number> {
  const betting = config.rules.betting;
  return betting ? { bonusBetMinOdds: betting.bonusBetMinOdds, freeBetMinOdds: betting.freeBetMinOdds } : {};
}

const isErrorText = (config: BrandConfig, id: string) =>
  id === config.rules.defaultErrorMessageId ||
  Object.values(config.rules.errorCodes).includes(id) ||
  (config.rules.errorRanges ?? []).some((r) => r.messageId === id);

/** The values the engine passes to a text the config names by id; empty for a label shown without values. */
export function configLabelValues(config: BrandConfig, id: string, locale: string): Record<string, string | number> {
  const kind = config.rules.cashback?.kinds.find((k) => k.labelId === id);
  if (kind) return cashbackKindValues(kind, config.providers.providers, locale);
  return isErrorText(config, id) ? errorTextValues(config) : {};
}
