/** The browser's brand validator data, compiled at build time (scripts/vite/validatorCode.ts); shape of BrandValidators in checkBundle.ts. */
declare module 'virtual:brand-validator' {
  import type { ErrorObject } from 'ajv';
  interface StandaloneValidator {
    (data: unknown): boolean;
    errors?: ErrorObject[] | null;
  }
  /** Export names of the schema validators: schema file stems ("brand", "sport_rules", ...). */
  export const parts: string[];
  const validators: {
    schemas: Record<string, StandaloneValidator | undefined>;
    pluginParams: Record<string, StandaloneValidator>;
    enginePacks: Record<string, Record<string, string>>;
  };
  export default validators;
}
