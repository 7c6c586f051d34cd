/**
 * The type every French catalogue satisfies: exactly the keys of its English counterpart, each an
 * ICU message (docs/i18n.md). A missing or extra key is a type error; the parity test
 * (tests/integration/catalogues.test.ts) checks the same at run time for every catalogue, server's included.
 */
export type Catalogue<English extends Record<string, string>> = { readonly [Key in keyof English]: string };
