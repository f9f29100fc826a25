import { bool, map, paramsSchema, str, strList, typeCasinoTypes, typeTabs, imageUrlPattern, launchUrlTemplate, type Schema } from '../_shared/schema';

const templateMap = /* @__NO_SIDE_EFFECTS__ */ (description: string): Schema =>
  map(description, {
    type: 'string',
    description: 'A value or a template with {gameId}, {lang}, {platform}, {language}, {partnerName}, {projectName}, {origin}, {userId} (|lower lowercases).',
  });

/** A call's fields (method, base, path, query, body) followed by `own` (a call of a pure function, not a spread, so a browser build drops it whole). */
const request = /* @__NO_SIDE_EFFECTS__ */ (what: string, own: Record<string, Schema>): Record<string, Schema> => ({
  method: { enum: ['GET', 'POST'], description: `HTTP method of the ${what} call (default GET).` },
  base: { enum: ['games', 'api'], description: `Base URL the ${what} path is relative to: the games API (default) or the main API.` },
  path: str(`Path of the ${what} call, relative to the base, no leading slash.`),
  query: templateMap(`Query parameters of the ${what} call.`),
  body: templateMap(`JSON body fields of the ${what} call (POST).`),
  ...own,
});

/**
 * How one answer is wrapped; the entry's `answer` serves both calls unless a call has its own. One object in
 * the three places (with a title), so the generated params type names one GenericAnswer instead of three copies.
 */
const ANSWER: Schema = {
  title: 'GenericAnswer',
  type: 'object',
  additionalProperties: false,
  description:
    'How an answer is wrapped (default: the platform envelope {status, data}). The entry\'s answer serves the list and the launch call; list.answer or launch.answer replaces it whole for that call (e.g. the list under "catalog", the launch not wrapped).',
  properties: {
    envelope: {
      enum: ['platform', 'none', 'path'],
      description:
        "platform: the operator platform's {status, data} envelope (the engine unwraps it); none: the JSON answer is the payload; path: the provider's own envelope, read with dataPath and checked with successPath.",
    },
    dataPath: str('path: dot path of the payload in the answer (e.g. "result"); absent = the whole answer.'),
    successPath: str('path: dot path of the success flag (e.g. "ok"); absent = every HTTP 200 answer is a success.'),
    successValues: {
      type: 'array',
      minItems: 1,
      items: { type: ['string', 'number', 'boolean'], description: 'A value meaning success.' },
      description: 'path: values at successPath meaning success (default [true]).',
    },
    messagePath: str("path: dot path of the provider's error text, quoted in the log when an answer is not a success."),
  },
};

const dotPath = /* @__NO_SIDE_EFFECTS__ */ (what: string) => ({ type: 'string', description: `Dot path in an item of ${what} (e.g. "provider.name").` });
const arrayPath = /* @__NO_SIDE_EFFECTS__ */ (what: string) => ({
  type: 'string',
  description: `Dot path in an item of an array of ${what}: strings or numbers ("tags"), or objects with "[]" before the path in each ("tags[].name"); a single string counts as a one-value array.`,
});

/** Params of the generic plugin: the whole list/launch mapping is config. */
// Pure: a browser build keeps no schema (scripts/vite/pluginSchemaPlugin.ts), so this drops out with it.
export const genericSchema = /* @__PURE__ */ paramsSchema(
  'Generic provider parameters',
  { type: ['array', 'object'] },
  {
    list: {
      type: 'object',
      additionalProperties: false,
      required: ['path'],
      description: 'The list call and where the games are in its answer.',
      properties: request('list', {
        answer: ANSWER,
        itemsPath: { type: 'string', description: 'Dot path of the games array in the list payload ("" or absent = the payload itself, after `answer`).' },
        pagination: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'param'],
          description:
            'When the API pages its list: how to ask for the next page. Paging values go in the query (GET) or the body (POST); paths are read in the payload (after `answer`). The engine stops after 100 pages.',
          properties: {
            type: {
              enum: ['page', 'offset', 'cursor'],
              description: 'page: a page number counting up; offset: the number of items already read; cursor: a token the previous answer gave.',
            },
            param: str('Name of the query/body parameter carrying the page number, the offset or the cursor.'),
            start: { type: 'integer', minimum: 0, description: 'First page number or offset (default 1 for page, 0 for offset).' },
            sizeParam: str('Name of the parameter carrying the page size (sent only with size).'),
            size: { type: 'integer', minimum: 1, description: 'Page size asked for; a page with fewer items is the last.' },
            pagesPath: str('page: dot path of the total page count in the payload; that page is the last.'),
            totalPath: str('offset: dot path of the total item count in the payload; reading stops when it is reached.'),
            cursorPath: str('cursor (required for it): dot path of the next cursor in the payload; absent, null or "" = last page.'),
          },
        },
      }),
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
        categories: arrayPath('the category values (each mapped by categoryTabs and categoryCasinoTypes, like category)'),
        labels: arrayPath('the labels ("new", "hot"…; each mapped by labelTabs)'),
        devices: arrayPath('the devices the game runs on (read with deviceValues): a game on desktop only is not shown on phones'),
      },
    },
    labelTabs: typeTabs('labels field (each label, case-insensitive)'),
    deviceValues: {
      type: 'object',
      additionalProperties: false,
      description: 'What the devices field says for each platform (compared case-insensitively; default ["desktop"] and ["mobile"]).',
      properties: {
        desktop: { type: 'array', items: { type: 'string' }, description: 'Values meaning the game runs on desktop.', minItems: 1 },
        mobile: { type: 'array', items: { type: 'string' }, description: 'Values meaning the game runs on phones.', minItems: 1 },
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
      properties: request('launch', {
        answer: ANSWER,
        urlPath: str('Dot path of the game URL (or of the token, with urlTemplate) in the launch answer.'),
        urlTemplate: launchUrlTemplate,
        platformValues: {
          type: 'object',
          additionalProperties: false,
          description: 'What {platform} becomes in templates, per platform (default desktop/mobile).',
          properties: { desktop: str('Value on desktop.'), mobile: str('Value on mobile.') },
        },
      }),
    },
    answer: ANSWER,
    credentials: {
      enum: ['include', 'omit'],
      description:
        'Whether the browser sends cookies with list and launch calls (default include). A provider API answering Access-Control-Allow-Origin: * must be called with omit, or the browser refuses its answers.',
    },
    partnerHeaders: bool(
      'Send the partner-name and partner-authorization (session token) headers (default: true with the platform envelope, false otherwise — a provider outside the platform must not receive the session token).',
    ),
    headers: map('Extra headers sent with every list and launch call of this entry (e.g. an API key the provider gives for browsers).', {
      type: 'string',
      description: 'Header value.',
    }),
    excludedProviders: strList('Studio names (provider field, case-insensitive) whose games are dropped.'),
  },
  ['list', 'fields', 'launch'],
);
