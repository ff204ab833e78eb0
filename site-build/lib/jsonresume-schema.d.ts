/** Types for `@jsonresume/schema` (the package ships none): the JSON Resume schema and its validator. */
declare module '@jsonresume/schema' {
  /** One failure, as the `jsonschema` package reports it: `property` is e.g. `instance.work[0].startDate`. */
  type ValidationError = { property: string; message: string };
  /** Checks `resume` against the schema and calls back synchronously: errors, or null and true. */
  function validate(
    resume: unknown,
    callback: (errors: ValidationError[] | null, valid: boolean) => void,
  ): void;
  /** The JSON Schema (draft 7) document itself. */
  const schema: Record<string, unknown>;
  const jsonResume: { validate: typeof validate; schema: typeof schema };
  export default jsonResume;
}
