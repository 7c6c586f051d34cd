import { createHash } from 'node:crypto';

/**
 * The API reference for integrators, rendered by us from the OpenAPI document: plain HTML, no
 * script, no third-party request, one stylesheet allowed by its hash. Every value taken from the
 * document is escaped.
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  description?: string;
  $ref?: string;
};

interface Operation {
  summary?: string;
  description?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#0f172a;background:#fff}
main{max-width:60rem;margin:0 auto;padding:1rem 1.5rem 4rem}
h1{font-size:1.75rem}h2{font-size:1.25rem;margin-top:2.5rem;border-top:1px solid #cbd5e1;padding-top:1rem}
h3{font-size:1rem;margin:1rem 0 .25rem}code{font-family:ui-monospace,monospace;font-size:.9em}
.method{display:inline-block;min-width:4rem;font-weight:700;color:#1e3a8a}
ul{margin:.25rem 0;padding-left:1.25rem}li{margin:.125rem 0}.meta{color:#334155}
a{color:#1d4ed8}a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
nav ul{columns:2}@media (max-width:40rem){nav ul{columns:1}}`;

/** The page's Content-Security-Policy: nothing but its own inline stylesheet. */
export const API_REFERENCE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

function typeOf(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? 'object';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' | ');
  if (schema.type === 'array') return `array of ${schema.items ? typeOf(schema.items) : 'any'}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? (schema.properties ? 'object' : 'any');
}

function constraintsOf(schema: JsonSchema): string[] {
  const facts: string[] = [];
  if (schema.format) facts.push(`format ${schema.format}`);
  if (schema.minLength !== undefined) facts.push(`at least ${schema.minLength} characters`);
  if (schema.maxLength !== undefined) facts.push(`at most ${schema.maxLength} characters`);
  if (schema.minimum !== undefined) facts.push(`minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) facts.push(`maximum ${schema.maximum}`);
  if (schema.minItems !== undefined) facts.push(`at least ${schema.minItems} items`);
  if (schema.maxItems !== undefined) facts.push(`at most ${schema.maxItems} items`);
  if (schema.pattern) facts.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) facts.push(`default ${JSON.stringify(schema.default)}`);
  return facts;
}

/** Objects (and arrays of objects) as nested lists of their properties, the rest as one line. */
function renderSchema(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema || depth > 8) return '';
  const target = schema.type === 'array' && schema.items?.properties ? schema.items : schema;
  if (!target.properties) return '';
  const required = new Set(target.required ?? []);
  const items = Object.entries(target.properties).map(([name, property]) => {
    const facts = [typeOf(property), required.has(name) ? 'required' : 'optional', ...constraintsOf(property)];
    const description = property.description ? ` — ${escapeHtml(property.description)}` : '';
    return `<li><code>${escapeHtml(name)}</code> <span class="meta">${escapeHtml(facts.join(', '))}</span>${description}${renderSchema(property, depth + 1)}</li>`;
  });
  return `<ul>${items.join('')}</ul>`;
}

function renderContent(content: Record<string, { schema?: JsonSchema }> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(
      ([type, { schema }]) =>
        `<p class="meta"><code>${escapeHtml(type)}</code>${schema ? `: ${escapeHtml(typeOf(schema))}` : ''}</p>${renderSchema(schema)}`,
    )
    .join('');
}

function anchorOf(method: string, path: string): string {
  return `${method}-${path}`.replace(/[^A-Za-z0-9]+/g, '-');
}

function renderOperation(path: string, method: string, operation: Operation): string {
  const parts = [
    `<h2 id="${escapeHtml(anchorOf(method, path))}"><span class="method">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>`,
  ];
  if (operation.summary) parts.push(`<p>${escapeHtml(operation.summary)}</p>`);
  if (operation.description) parts.push(`<p>${escapeHtml(operation.description)}</p>`);
  if (operation.parameters?.length) {
    parts.push(
      '<h3>Parameters</h3><ul>' +
        operation.parameters
          .map((parameter) => {
            const facts = [
              `in ${parameter.in}`,
              parameter.schema ? typeOf(parameter.schema) : 'any',
              parameter.required ? 'required' : 'optional',
              ...(parameter.schema ? constraintsOf(parameter.schema) : []),
            ];
            return `<li><code>${escapeHtml(parameter.name)}</code> <span class="meta">${escapeHtml(facts.join(', '))}</span></li>`;
          })
          .join('') +
        '</ul>',
    );
  }
  if (operation.requestBody) parts.push(`<h3>Request body</h3>${renderContent(operation.requestBody.content)}`);
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    parts.push(
      `<h3>Response ${escapeHtml(status)}${response.description ? ` — ${escapeHtml(response.description)}` : ''}</h3>${renderContent(response.content)}`,
    );
  }
  return `<section>${parts.join('')}</section>`;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function renderApiReferencePage(document: OpenApiDocument, openApiPath: string): string {
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method] as Operation })),
  );
  const toc = operations
    .map(
      ({ path, method }) =>
        `<li><a href="#${escapeHtml(anchorOf(method, path))}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(document.info.title)} — API reference</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(document.info.title)} — API reference</h1>
<p>Version ${escapeHtml(document.info.version)}. ${escapeHtml(document.info.description ?? '')}</p>
<p>The machine-readable contract (OpenAPI 3.1): <a href="${escapeHtml(openApiPath)}">${escapeHtml(openApiPath)}</a>.</p>
<nav aria-label="Endpoints"><h2>Endpoints</h2><ul>${toc}</ul></nav>
${operations.map(({ path, method, operation }) => renderOperation(path, method, operation)).join('\n')}
</main>
</body>
</html>
`;
}
