// Which input objects a generated form opens before the user does anything (issue 13 item 1).
// An optional object left blank starts collapsed and costs nothing; a required one, or one holding
// a value (from a link or a default), opens up front, breadth first, while its fields fit in the
// form's budget. Anything beyond is opened by the user, one level per action, so no schema, however
// recursive, makes a form draw more than the budget up front.
import { inputFieldsOf, type FormField, type FormValues } from '../../schema/index.ts';
import { FORM_FIELDS_UP_FRONT_MAX } from '../constants.ts';
import { asRecord, isFilled, pathKey } from './form-state.ts';

interface Level {
  fields: readonly FormField[];
  path: Array<string | number>;
  values: Record<string, unknown>;
  /** The object holding these fields will be sent (see ObjectWidget). */
  isSent: boolean;
}

/**
 * The path keys of the input objects that start open, for `fields` holding `values`: each opens
 * only when it will be sent (required inside a sent object, or filled) and its fields fit in what
 * is left of `budget` after the top-level fields. Items already in a list are drawn whole; the
 * objects inside them follow the same rule.
 */
export function planOpenObjects(fields: readonly FormField[], values: FormValues, budget: number = FORM_FIELDS_UP_FRONT_MAX): ReadonlySet<string> {
  const open = new Set<string>();
  let left = budget - fields.length;
  const queue: Level[] = [{ fields, path: [], values, isSent: true }];
  for (let level = queue.shift(); level; level = queue.shift()) {
    for (const field of level.fields) {
      if (!field.inputObject) continue;
      const value = level.values[field.name];
      const path = [...level.path, field.name];
      if (field.widget.kind === 'object') {
        const isSent = isFilled(value) || (field.required && level.isSent);
        const inner = inputFieldsOf(field);
        if (!isSent || inner.length > left) continue;
        left -= inner.length;
        open.add(pathKey(path));
        queue.push({ fields: inner, path, values: asRecord(value), isSent });
      } else if (field.widget.kind === 'list' && field.widget.item.kind === 'object' && Array.isArray(value)) {
        const inner = inputFieldsOf(field);
        value.forEach((item, index) => {
          left -= inner.length;
          queue.push({ fields: inner, path: [...path, index], values: asRecord(item), isSent: true });
        });
      }
    }
  }
  return open;
}
