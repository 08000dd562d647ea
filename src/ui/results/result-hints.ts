// How the result views reach src/schema's display hints: one resolver per schema (none without
// one), and the lookups the renderers share. The hints themselves are decided in the schema layer.
import type { GraphQLSchema } from 'graphql';
import { NO_DISPLAY_HINTS, createHintsResolver, displayHintsForType, type DisplayHints, type HintsResolver } from '../../schema/index.ts';

const noHints: HintsResolver = () => NO_DISPLAY_HINTS;

/** The hints of a schema's result objects, or none without a schema (every field shows as its value). */
export function hintsResolverFor(schema: GraphQLSchema | null | undefined): HintsResolver {
  return schema ? createHintsResolver(schema) : noHints;
}

/** True when `key` holds one image (a URL, or an object with one). */
export function isImageField(hints: DisplayHints, key: string): boolean {
  return hints.imageFields.some((hint) => hint.name === key);
}

/** True when `key` holds a list of images. */
export function isImageListField(hints: DisplayHints, key: string): boolean {
  return hints.imageListFields.some((hint) => hint.name === key);
}

/** For an image field holding objects (`cover { url }`): the key of the URL inside them. */
export function imageUrlField(hints: DisplayHints, key: string): string | undefined {
  return (hints.imageFields.find((hint) => hint.name === key) ?? hints.imageListFields.find((hint) => hint.name === key))?.urlField ?? undefined;
}

/** True when `key` holds a date, date-time, time or epoch milliseconds. */
export function isDateField(hints: DisplayHints, key: string): boolean {
  return hints.dateFields.some((hint) => hint.name === key);
}

/**
 * The hints of the root type holding `fieldName` (query first, then mutation, subscription): how a
 * root field's own value shows when it is no object (`serverTime: DateTime!`, an enum), as any
 * object's field would. None without a schema or such a field.
 */
export function rootFieldHints(schema: GraphQLSchema | null | undefined, fieldName: string): DisplayHints {
  if (!schema) return NO_DISPLAY_HINTS;
  const root = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].find((type) => type?.getFields()[fieldName]);
  return root ? displayHintsForType(root) : NO_DISPLAY_HINTS;
}

/**
 * What a root field returns, for a loading skeleton of its shape: a list (also a page object or a
 * connection, by `isPaged`), one object, or a scalar. By the type's printed form, so this module
 * needs no graphql value import. 'object' without a schema or such a field.
 */
export function rootFieldShape(schema: GraphQLSchema | null | undefined, fieldName: string, isPaged = false): 'list' | 'object' | 'scalar' {
  if (isPaged) return 'list';
  const root = schema ? [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].find((type) => type?.getFields()[fieldName]) : null;
  const field = root?.getFields()[fieldName];
  if (!field) return 'object';
  const printed = String(field.type);
  if (printed.startsWith('[')) return 'list';
  const named = schema!.getType(printed.replace(/!$/, ''));
  return named && 'getFields' in named ? 'object' : 'scalar';
}
