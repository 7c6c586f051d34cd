import { z } from 'zod';

/**
 * The browser's own checks for a form, read from its domain schema (forms work before scripts load,
 * docs/decisions/019-forms-from-the-first-tap.md): `required`,
 * `minLength`/`maxLength` for text, `min`/`max` for numbers. Without scripts they are the only checks
 * before sending; with scripts the form has `noValidate` and the schema's messages show instead. The
 * rules the JSON Schema cannot express (digit counts, refinements) stay with the server, which
 * answers with the schema's own messages.
 */
export interface NativeConstraints {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
}

interface JsonSchemaProperty {
  type?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
}

export function nativeConstraintsOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): Record<keyof Shape & string, NativeConstraints> {
  // 'input': what the person types, before trims and transforms.
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonSchemaProperty>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  const result: Record<string, NativeConstraints> = {};
  for (const [name, property] of Object.entries(json.properties ?? {})) {
    const constraints: NativeConstraints = {};
    if (required.has(name)) constraints.required = true;
    // A minimum of 1 is what `required` says already.
    if (property.minLength !== undefined && property.minLength > 1) constraints.minLength = property.minLength;
    if (property.maxLength !== undefined) constraints.maxLength = property.maxLength;
    if (property.minimum !== undefined) constraints.min = property.minimum;
    if (property.maximum !== undefined) constraints.max = property.maximum;
    result[name] = constraints;
  }
  return result;
}
