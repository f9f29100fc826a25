// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ChakraProvider, createSystem } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { isBrandFolder } from '../../../scripts/lib/brandLayers';
import { BRANDS_DIR } from '../../../scripts/lib/brands';
import { mergeBrand } from '../../../scripts/validate/lib';
import { loadedRoot, testEnv } from '../../../tests/support/testEnv';
import type { BrandConfig } from '../../config/types';
import { intlMessages } from '../../i18n/compile';
import { messagesFor } from '../../i18n/messages';
import { StoreContext } from '../../ui/StoreContext';
import { chakraBaseConfig } from '../../ui/theme/chakraBase';
import { OUTCOME_TYPES } from './OutcomeLabels';
import SportRulesPage from './SportRulesPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const system = createSystem(chakraBaseConfig);
const brands = readdirSync(BRANDS_DIR)
  .filter((name) => isBrandFolder(BRANDS_DIR, name))
  .map((name) => mergeBrand(join(BRANDS_DIR, name)));

let cleanup = () => {};
afterEach(() => cleanup());

/** The sport rules index of a brand in one of its languages, with that language's messages (engine and brand). */
async function open(config: BrandConfig, language: string) {
  const messages = await messagesFor(config, language);
  const root = loadedRoot({ config }, testEnv().env);
  root.locale.setLanguage(language);
  const container = document.body.appendChild(document.createElement('div'));
  const view = createRoot(container);
  const missing: string[] = [];
  cleanup = () => {
    act(() => view.unmount());
    container.remove();
  };
  act(() =>
    view.render(
      <ChakraProvider value={system}>
        <IntlProvider locale={language} messages={intlMessages(messages)} onError={(e) => missing.push(e.message)}>
          <StoreContext.Provider value={{ root }}>
            <MemoryRouter initialEntries={['/sport-rules']}>
              <Routes>
                <Route path="/sport-rules" element={<SportRulesPage />} />
              </Routes>
            </MemoryRouter>
          </StoreContext.Provider>
        </IntlProvider>
      </ChakraProvider>,
    ),
  );
  return { container, messages, missing };
}

describe('sport rules: the outcome labels', () => {
  it('every language of every brand words each outcome type: a label and what it means', async () => {
    expect(brands.length).toBeGreaterThanOrEqual(2);
    for (const config of brands)
      for (const { code } of config.brand.languages) {
        const messages = await messagesFor(config, code);
        for (const id of OUTCOME_TYPES)
          for (const part of ['label', 'text']) expect(messages[`sportRules.outcome.${id}.${part}`], `${config.brand.id} ${code} ${id}.${part}`).toBeTruthy();
        expect(messages['sportRules.outcomes.title'], `${config.brand.id} ${code}`).toBeTruthy();
      }
  });

  it('the rules page lists them before the sections, handicap, exact score, winning margin and next goal included, in each language', async () => {
    const withRules = brands.filter((b) => b.content?.sportRules);
    expect(withRules.length).toBeGreaterThan(0);
    for (const config of withRules)
      for (const language of Object.keys(config.content!.sportRules!)) {
        const { container, missing } = await open(config, language);
        const list = container.querySelector('[data-testid="sport-rules-outcomes"]');
        expect(list, `${config.brand.id} ${language}`).not.toBeNull();
        expect(missing, `${config.brand.id} ${language}`).toEqual([]);
        // the list comes before the first section, whose text uses its labels
        const first = container.querySelector('section[id^="bets-on-"]')!;
        expect(list!.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
        expect(list!.querySelectorAll('dt')).toHaveLength(OUTCOME_TYPES.length);
        for (const id of ['handicap1', 'handicap2', 'exactScore', 'winningMargin', 'nextGoal', 'setAndMatch']) {
          const item = container.querySelector(`[data-testid="sport-rules-outcome-${id}"]`);
          expect(item?.querySelector('dt')?.textContent, `${config.brand.id} ${language} ${id}`).toBeTruthy();
          expect(item?.querySelector('dd')?.textContent?.length, `${config.brand.id} ${language} ${id}`).toBeGreaterThan(10);
        }
        cleanup();
      }
  });

  it('words them in the language of the page (Spanish and English differ)', async () => {
    const pampa = brands.find((b) => b.content?.sportRules?.['es-es'] && b.content.sportRules['en-US'])!;
    const es = await open(pampa, 'es-es');
    const esText = es.container.querySelector('[data-testid="sport-rules-outcome-handicap1"]')?.textContent;
    cleanup();
    const en = await open(pampa, 'en-US');
    const enText = en.container.querySelector('[data-testid="sport-rules-outcome-handicap1"]')?.textContent;
    expect(esText).toContain('Hándicap 1');
    expect(enText).toContain('Handicap 1');
  });
});
