/** JSON-schema fragments shared by plugin parameter schemas (draft 2020-12, every field described). */
// The helpers are marked free of side effects (`@__NO_SIDE_EFFECTS__`): the browser build drops every plugin's params schema
// (scripts/vite/pluginSchemaPlugin.ts), and a call of a helper the bundler cannot prove pure would keep its texts anyway.

export type Schema = Record<string, unknown>;

export const SCHEMA_DRAFT = 'https://json-schema.org/draft/2020-12/schema';

export const str = /* @__NO_SIDE_EFFECTS__ */ (description: string): Schema => ({ type: 'string', minLength: 1, description });
export const bool = /* @__NO_SIDE_EFFECTS__ */ (description: string): Schema => ({ type: 'boolean', description });
export const strList = /* @__NO_SIDE_EFFECTS__ */ (description: string): Schema => ({ type: 'array', items: { type: 'string' }, description });
/** Game ids may be numeric in a provider's API ("123" or 123): both are accepted and compared as strings. */
export const idList = /* @__NO_SIDE_EFFECTS__ */ (description: string): Schema => ({ type: 'array', items: { type: ['string', 'number'] }, description });
export const map = /* @__NO_SIDE_EFFECTS__ */ (description: string, value: Schema): Schema => ({ type: 'object', additionalProperties: value, description });

/** Parameters every plugin understands (see plugins/README.md). */
/* @__NO_SIDE_EFFECTS__ */
export function commonProps(listPayload: Schema): Record<string, Schema> {
  return {
    defaultList: {
      ...listPayload,
      description: "A bundled list in the provider's own list payload shape; when set, no list call is made and this list is shown.",
    },
    categories: map(
      'Category id → ids of the games in that category (as the provider sends them); each listed game gets the category in its tab.',
      idList('Game ids in this category.'),
    ),
    alwaysTabs: strList('Category ids every game of this entry gets.'),
    excludedGames: idList('Game ids dropped from the list.'),
    pinnedOrder: idList('Game ids moved to the front of the list in this order; the rest keep the provider order.'),
    languages: map(
      "Site language code (e.g. en-US) or launch language code (e.g. en) → the provider's language value; unmapped languages use defaultLanguage, else the launch language.",
      { type: ['string', 'number'], description: "The provider's language value." },
    ),
    defaultLanguage: { type: ['string', 'number'], description: 'Provider language value used when the language is not in languages.' },
    paths: {
      type: 'object',
      additionalProperties: false,
      description: "Overrides of the provider's call paths (relative to the games base URL).",
      properties: {
        list: str('Path of the list call.'),
        launch: str('Path of the launch call.'),
      },
    },
    launchHeaders: map('Extra headers sent with the launch call.', { type: 'string', description: 'Header value.' }),
  };
}

/** The whole params schema of a plugin: common parameters plus its own. */
/* @__NO_SIDE_EFFECTS__ */
export function paramsSchema(title: string, listPayload: Schema, own: Record<string, Schema>, required: string[] = []): Schema {
  return {
    $schema: SCHEMA_DRAFT,
    title,
    type: 'object',
    additionalProperties: false,
    properties: { ...commonProps(listPayload), ...own },
    required,
  };
}

export const arrayOfObjects: Schema = { type: 'array', items: { type: 'object' } };

// Pure: a browser build keeps no schema (scripts/vite/pluginSchemaPlugin.ts), so these drop out with it.
export const launchUrlTemplate = /* @__PURE__ */ str(
  'URL of the game page built from the launch token: placeholders {origin}, {token}, {lang}, {gameId}, {clientId}, {platform}, {partnerId}; append |lower to lowercase a value.',
);

export const imageUrlPattern = /* @__PURE__ */ str(
  'Image URL of a game built from its fields: placeholders {id}, {gameId}, {provider}, {routeProvider}; append |lower to lowercase a value (e.g. {id|lower}).',
);

export const typeTabs = /* @__NO_SIDE_EFFECTS__ */ (field: string): Schema =>
  map(`Value of the item's ${field} → category ids the game gets.`, strList('Category ids.'));

export const typeCasinoTypes = /* @__NO_SIDE_EFFECTS__ */ (field: string): Schema =>
  map(`Value of the item's ${field} (compared case-insensitively) → casino type id the game is listed under instead of the entry's.`, {
    type: 'string',
    description: 'Casino type id.',
  });
