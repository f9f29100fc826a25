/** ajv standalone validators compiled from schemas/*.schema.json (scripts/vite/validatorCode.ts). */
declare module 'virtual:brand-validator' {
  import type { ErrorObject } from 'ajv';
  interface StandaloneValidator {
    (data: unknown): boolean;
    errors?: ErrorObject[] | null;
  }
  /** Export names: schema file stems ("brand", "flat_pages", ...). */
  export const parts: string[];
  const validators: Record<string, StandaloneValidator>;
  export default validators;
}
