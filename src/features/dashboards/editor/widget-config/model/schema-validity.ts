/**
 * Whether a settings object satisfies a type's settings schema, the way the JSON schema form judges it (sanitised
 * first, fields hidden by their condition skipped), so Apply can be gated without the form being on screen.
 */
import { buildLayout } from '../../../../../ui/json-schema-form/form-layout';
import { hiddenPaths } from '../../../../../ui/json-schema-form/form-state';
import { sanitize } from '../../../../../ui/json-schema-form/sanitize';
import { pathId } from '../../../../../ui/json-schema-form/schema-types';
import { validate } from '../../../../../ui/json-schema-form/validate';
import { obj } from './json';
import type { SchemaSpec } from './widget-type';

export function settingsValid(spec: SchemaSpec | null | undefined, settings: unknown): boolean {
  if (!spec) return true;
  const model = obj(sanitize(spec.schema, obj(settings)));
  const hidden = hiddenPaths(buildLayout(spec.schema, spec.form, spec.groupInfoes), model);
  return validate(spec.schema, model, (p) => hidden.has(pathId(p))).length === 0;
}
