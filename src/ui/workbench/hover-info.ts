// What the editor's hover shows for the word under the pointer: the field, argument, enum value,
// directive or type, its GraphQL type and its description (issue 18 "hover with the type and
// description"), and the named type a jump goes to (issue 18 "jump from a field to its type's
// reference page"). Pure: graphql-language-service's online parser finds the schema element at
// an offset, as GraphiQL's hover does. Descriptions stay plain text (a server writes them).
import { getNamedType, type GraphQLSchema, type GraphQLType } from 'graphql';
import { getTokenAtPosition, getTypeInfo } from 'graphql-language-service';

export interface HoverInfo {
  /** `Event.title: String!`, `limit: Int`, `Category.MUSIC`, `@include`, `type Event`. */
  heading: string;
  description: string | null;
  /** The named type of the element (its reference page), null for enum values and directives. */
  typeName: string | null;
}

/** The schema element at `offset` in `text`, or null when the offset is on punctuation, a keyword or an unknown name. */
export function hoverInfo(schema: GraphQLSchema, text: string, offset: number): HoverInfo | null {
  const cursor = positionAt(text, offset);
  const token = getTokenAtPosition(text, cursor, 1);
  const { state } = token;
  if (!state || !token.string || !/^[_A-Za-z$@]/.test(token.string)) return null;
  const info = getTypeInfo(schema, state);
  const named = (type: GraphQLType | null | undefined) => (type ? getNamedType(type).name : null);
  switch (state.kind) {
    case 'Field':
    case 'AliasedField':
      if (!info.fieldDef) return null;
      return {
        heading: `${info.parentType ? `${String(info.parentType)}.` : ''}${info.fieldDef.name}: ${String(info.fieldDef.type)}`,
        description: info.fieldDef.description ?? null,
        typeName: named(info.fieldDef.type),
      };
    case 'Argument':
      if (!info.argDef) return null;
      return { heading: `${info.argDef.name}: ${String(info.argDef.type)}`, description: info.argDef.description ?? null, typeName: named(info.argDef.type) };
    case 'EnumValue':
      if (!info.enumValue) return null;
      return { heading: `${String(info.inputType ? getNamedType(info.inputType) : '')}.${info.enumValue.name}`, description: info.enumValue.description ?? null, typeName: null };
    case 'Directive':
      if (!info.directiveDef) return null;
      return { heading: `@${info.directiveDef.name}`, description: info.directiveDef.description ?? null, typeName: null };
    case 'NamedType': {
      const type = schema.getType(token.string);
      if (!type) return null;
      return { heading: String(type), description: type.description ?? null, typeName: type.name };
    }
    default:
      return null;
  }
}

/** graphql-language-service counts lines and characters from zero. */
function positionAt(text: string, offset: number) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  const character = offset - (before.lastIndexOf('\n') + 1);
  return {
    line,
    character,
    setLine(value: number) { this.line = value; },
    setCharacter(value: number) { this.character = value; },
    lessThanOrEqualTo(other: { line: number; character: number }) {
      return this.line < other.line || (this.line === other.line && this.character <= other.character);
    },
  };
}
