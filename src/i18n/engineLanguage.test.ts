import { describe, expect, it } from 'vitest';
import { ENGINE_SOURCE_LANGUAGE, engineLanguages, pickEngineLanguage } from './engineLanguage';

describe('engine language for pages shown without a brand (config error page)', () => {
  it('knows the engine packs from the locales folder', () => {
    expect(engineLanguages()).toEqual(expect.arrayContaining(['en-US', 'es-es']));
  });

  it('takes the first preferred language that has an engine pack: same tag, else same primary language', () => {
    const packs = ['en-US', 'es-es', 'pt-PT'];
    expect(pickEngineLanguage(['ES-ES'], packs)).toBe('es-es');
    expect(pickEngineLanguage(['fr-FR', 'es-AR', 'en-US'], packs)).toBe('es-es');
    expect(pickEngineLanguage(['pt-BR', 'es'], packs)).toBe('pt-PT');
    expect(pickEngineLanguage(['en-GB'], packs)).toBe('en-US');
  });

  it('falls back to the engine source language', () => {
    expect(pickEngineLanguage(['de-DE', 'fr'], ['es-es', 'en-US'])).toBe(ENGINE_SOURCE_LANGUAGE);
    expect(pickEngineLanguage([], ['es-es', 'en-US'])).toBe(ENGINE_SOURCE_LANGUAGE);
  });
});
