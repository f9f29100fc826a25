/**
 * The one definition of the engine text ids every brand language must cover: the keys of the engine's
 * source-language pack (src/i18n/locales/en-US.json) merged with the page areas' packs
 * (src/pages/<area>/messages.en-US.json), as scripts/validate/lib.ts loadEnginePacks and the app read them. The
 * validator (src/config/crossCheck.ts), new-language and the docs test all take the list from here.
 */
/** The language the engine's texts are written in: its pack is complete by definition. */
export const ENGINE_SOURCE_LANGUAGE = 'en-US';

export const requiredEngineIds = (enginePacks: Record<string, Record<string, string>>): string[] => Object.keys(enginePacks[ENGINE_SOURCE_LANGUAGE] ?? {});
