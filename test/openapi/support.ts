import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export type Json = Record<string, any>;
export interface Operation { name: string; path: string; method: string; operation: Json }

export const operations = (document: Json): Operation[] =>
  Object.entries<Json>(document.paths).flatMap(([path, item]) =>
    Object.entries<Json>(item).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, path, method, operation })));

/** Validates values against the document's schemas (their `$ref`s resolve inside the document). */
export function schemaValidator(document: Json) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addSchema({ $id: 'https://openapi.local/doc.json', components: document.components });
  const compiled = new Map<string, ReturnType<typeof ajv.compile>>();
  const compile = (schema: Json) => {
    const text = JSON.stringify(schema).replaceAll('"#/components/', '"https://openapi.local/doc.json#/components/');
    let validate = compiled.get(text);
    if (!validate) compiled.set(text, (validate = ajv.compile(JSON.parse(text))));
    return validate;
  };
  return (schema: Json, value: unknown): string[] => {
    const validate = compile(schema);
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
}

/** Every media type of the operation's request body and responses, with where it is. */
export function mediaOf(operation: Json): Array<{ where: string; media: Json }> {
  const request = Object.entries<Json>(operation.requestBody?.content ?? {}).map(([type, media]) => ({ where: `request ${type}`, media }));
  const responses = Object.entries<Json>(operation.responses ?? {}).flatMap(([status, response]) =>
    Object.entries<Json>(response.content ?? {}).map(([type, media]) => ({ where: `${status} ${type}`, media })));
  return [...request, ...responses];
}
