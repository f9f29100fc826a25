import { map, paramsSchema, str, strList, typeCasinoTypes, typeTabs, imageUrlPattern, launchUrlTemplate, type Schema } from '../_shared/schema';

const templateMap = (description: string): Schema =>
  map(description, {
    type: 'string',
    description:
      'A value or a template with {gameId}, {lang}, {platform}, {language}, {partnerName}, {projectName}, {origin}, {userId} (|lower lowercases).',
  });

const request = (what: string): Record<string, Schema> => ({
  method: { enum: ['GET', 'POST'], description: `HTTP method of the ${what} call (default GET).` },
  base: { enum: ['games', 'api'], description: `Base URL the ${what} path is relative to: the games API (default) or the main API.` },
  path: str(`Path of the ${what} call, relative to the base, no leading slash.`),
  query: templateMap(`Query parameters of the ${what} call.`),
  body: templateMap(`JSON body fields of the ${what} call (POST).`),
});

const dotPath = (what: string) => ({ type: 'string', description: `Dot path in an item of ${what} (e.g. "provider.name").` });

/** Params of the generic plugin: the whole list/launch mapping is config. */
export const genericSchema = paramsSchema(
  'Generic provider parameters',
  { type: ['array', 'object'] },
  {
    list: {
      type: 'object',
      additionalProperties: false,
      required: ['path'],
      description: 'The list call and where the games are in its answer.',
      properties: {
        ...request('list'),
        itemsPath: { type: 'string', description: 'Dot path of the games array in the list answer ("" or absent = the answer itself).' },
      },
    },
    fields: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name'],
      description: 'Where each game field is in a raw item (dot paths).',
      properties: {
        id: dotPath('the game id'),
        gameId: dotPath('the id the launch call expects (default: id)'),
        name: dotPath('the game name'),
        image: dotPath('the image URL (or use imageUrlPattern)'),
        category: dotPath('the category/type value mapped by categoryTabs'),
        provider: dotPath('the studio name (default: the entry id)'),
        description: dotPath('the description'),
        isMobile: dotPath('a boolean mobile-only flag'),
      },
    },
    categoryTabs: typeTabs('category field'),
    categoryCasinoTypes: typeCasinoTypes('category field'),
    imageUrlPattern,
    launch: {
      type: 'object',
      additionalProperties: false,
      required: ['path', 'urlPath'],
      description: 'The launch call and where the game URL is in its answer.',
      properties: {
        ...request('launch'),
        urlPath: str('Dot path of the game URL (or of the token, with urlTemplate) in the launch answer.'),
        urlTemplate: launchUrlTemplate,
        platformValues: {
          type: 'object',
          additionalProperties: false,
          description: 'What {platform} becomes in templates, per platform (default desktop/mobile).',
          properties: { desktop: str('Value on desktop.'), mobile: str('Value on mobile.') },
        },
      },
    },
    excludedProviders: strList('Studio names (provider field, case-insensitive) whose games are dropped.'),
  },
  ['list', 'fields', 'launch'],
);
