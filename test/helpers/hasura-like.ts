// A compact Hasura v2-style schema for the form tests (issue 13 item 1): `tables` tables in a ring,
// each with an object relation to the next table and an array relation to the previous one, and
// everything Hasura generates around a table — a recursive `x_bool_exp` (`_and`, `_or`, `_not`,
// one `*_comparison_exp` per column, the relations' bool_exps), `x_order_by`, select/update
// column and constraint enums, insert inputs with nested relation inserts
// (`x_arr_rel_insert_input`, `x_obj_rel_insert_input`, `x_on_conflict`), `_set`/`_inc`, by-pk and
// streaming subscriptions. With the default 14 tables it has about 300 types. Deterministic.
import { buildSchema, type GraphQLField, type GraphQLSchema } from 'graphql';

export interface HasuraLikeOptions {
  /** How many tables. @default 14 */
  tables?: number;
}

const SCALARS = ['uuid', 'timestamptz', 'numeric', 'jsonb', 'date'];

const COMPARISONS: Record<string, string> = {
  String: '_eq: String _neq: String _gt: String _lt: String _in: [String!] _nin: [String!] _like: String _ilike: String _is_null: Boolean',
  Int: '_eq: Int _neq: Int _gt: Int _gte: Int _lt: Int _lte: Int _in: [Int!] _nin: [Int!] _is_null: Boolean',
  Boolean: '_eq: Boolean _neq: Boolean _is_null: Boolean',
  uuid: '_eq: uuid _neq: uuid _in: [uuid!] _nin: [uuid!] _is_null: Boolean',
  timestamptz: '_eq: timestamptz _gt: timestamptz _gte: timestamptz _lt: timestamptz _lte: timestamptz _is_null: Boolean',
  numeric: '_eq: numeric _gt: numeric _gte: numeric _lt: numeric _lte: numeric _is_null: Boolean',
  jsonb: '_contains: jsonb _contained_in: jsonb _has_key: String _has_keys_any: [String!] _is_null: Boolean',
  date: '_eq: date _gt: date _lt: date _is_null: Boolean',
};

/** Column name → scalar, the same for every table (plus a foreign key to the next table). */
const COLUMNS: Array<[string, string, boolean]> = [
  ['id', 'uuid', true],
  ['name', 'String', true],
  ['created_at', 'timestamptz', true],
  ['is_active', 'Boolean', true],
  ['quantity', 'Int', false],
  ['price', 'numeric', false],
  ['metadata', 'jsonb', false],
  ['due_on', 'date', false],
];

const TABLE_NAMES = ['users', 'orders', 'products', 'reviews', 'categories', 'stores', 'invoices', 'payments', 'shipments', 'addresses', 'carts', 'coupons', 'teams', 'projects', 'tasks', 'comments'];

function tableName(i: number): string {
  const base = TABLE_NAMES[i % TABLE_NAMES.length]!;
  return i < TABLE_NAMES.length ? base : `${base}_${Math.floor(i / TABLE_NAMES.length)}`;
}

function tableSdl(t: string, next: string, prev: string): string {
  const fk = `${next}_id`;
  const columns: Array<[string, string, boolean]> = [...COLUMNS, [fk, 'uuid', false]];
  const col = (f: (c: [string, string, boolean]) => string) => columns.map(f).join('\n  ');
  const numeric = columns.filter(([, s]) => s === 'Int' || s === 'numeric');
  const list = `(distinct_on: [${prev}_select_column!], limit: Int, offset: Int, order_by: [${prev}_order_by!], where: ${prev}_bool_exp)`;
  return /* GraphQL */ `
"columns and relationships of \\"${t}\\""
type ${t} {
  ${col(([n, s, r]) => `${n}: ${s}${r ? '!' : ''}`)}
  "An object relationship"
  ${next}_parent: ${next}
  "An array relationship"
  ${prev}${list}: [${prev}!]!
  ${prev}_aggregate${list}: ${prev}_aggregate!
}
type ${t}_aggregate { aggregate: ${t}_aggregate_fields nodes: [${t}!]! }
type ${t}_aggregate_fields { count(columns: [${t}_select_column!], distinct: Boolean): Int! max: ${t}_max_fields min: ${t}_min_fields sum: ${t}_sum_fields }
type ${t}_max_fields { ${numeric.map(([n, s]) => `${n}: ${s}`).join(' ')} created_at: timestamptz }
type ${t}_min_fields { ${numeric.map(([n, s]) => `${n}: ${s}`).join(' ')} created_at: timestamptz }
type ${t}_sum_fields { ${numeric.map(([n, s]) => `${n}: ${s}`).join(' ')} }
"response of any mutation on the table \\"${t}\\""
type ${t}_mutation_response { affected_rows: Int! returning: [${t}!]! }
"Boolean expression to filter rows from the table \\"${t}\\". All fields are combined with a logical 'AND'."
input ${t}_bool_exp {
  _and: [${t}_bool_exp!]
  _not: ${t}_bool_exp
  _or: [${t}_bool_exp!]
  ${col(([n, s]) => `${n}: ${s}_comparison_exp`)}
  ${next}_parent: ${next}_bool_exp
  ${prev}: ${prev}_bool_exp
}
"Ordering options when selecting data from \\"${t}\\"."
input ${t}_order_by {
  ${col(([n]) => `${n}: order_by`)}
  ${next}_parent: ${next}_order_by
}
"select columns of table \\"${t}\\""
enum ${t}_select_column { ${columns.map(([n]) => n).join(' ')} }
"update columns of table \\"${t}\\""
enum ${t}_update_column { ${columns.map(([n]) => n).join(' ')} }
"unique or primary key constraints on table \\"${t}\\""
enum ${t}_constraint { ${t}_pkey ${t}_name_key }
"input type for inserting data into table \\"${t}\\""
input ${t}_insert_input {
  ${col(([n, s]) => `${n}: ${s}`)}
  ${next}_parent: ${next}_obj_rel_insert_input
  ${prev}: ${prev}_arr_rel_insert_input
}
"input type for inserting array relation for remote table \\"${t}\\""
input ${t}_arr_rel_insert_input { data: [${t}_insert_input!]! "upsert condition" on_conflict: ${t}_on_conflict }
"input type for inserting object relation for remote table \\"${t}\\""
input ${t}_obj_rel_insert_input { data: ${t}_insert_input! "upsert condition" on_conflict: ${t}_on_conflict }
"on_conflict condition type for table \\"${t}\\""
input ${t}_on_conflict { constraint: ${t}_constraint! update_columns: [${t}_update_column!]! = [] where: ${t}_bool_exp }
"input type for updating data in table \\"${t}\\""
input ${t}_set_input { ${col(([n, s]) => `${n}: ${s}`)} }
"input type for incrementing numeric columns in table \\"${t}\\""
input ${t}_inc_input { ${numeric.map(([n, s]) => `${n}: ${s}`).join(' ')} }
"primary key columns input for table: ${t}"
input ${t}_pk_columns_input { id: uuid! }
"Streaming cursor of the table \\"${t}\\""
input ${t}_stream_cursor_input { "Stream column input with initial value" initial_value: ${t}_stream_cursor_value_input! "cursor ordering" ordering: cursor_ordering }
"Initial value of the column from where the streaming should start"
input ${t}_stream_cursor_value_input { ${col(([n, s]) => `${n}: ${s}`)} }
`;
}

function rootFields(t: string): { query: string; mutation: string; subscription: string } {
  const list = `(distinct_on: [${t}_select_column!], limit: Int, offset: Int, order_by: [${t}_order_by!], where: ${t}_bool_exp)`;
  return {
    query: `
  "fetch data from the table: \\"${t}\\""
  ${t}${list}: [${t}!]!
  "fetch aggregated fields from the table: \\"${t}\\""
  ${t}_aggregate${list}: ${t}_aggregate!
  "fetch data from the table: \\"${t}\\" using primary key columns"
  ${t}_by_pk(id: uuid!): ${t}`,
    mutation: `
  "insert data into the table: \\"${t}\\""
  insert_${t}("the rows to be inserted" objects: [${t}_insert_input!]!, "upsert condition" on_conflict: ${t}_on_conflict): ${t}_mutation_response
  "insert a single row into the table: \\"${t}\\""
  insert_${t}_one("the row to be inserted" object: ${t}_insert_input!, "upsert condition" on_conflict: ${t}_on_conflict): ${t}
  "update data of the table: \\"${t}\\""
  update_${t}("increments the numeric columns" _inc: ${t}_inc_input, "sets the columns" _set: ${t}_set_input, "filter the rows which have to be updated" where: ${t}_bool_exp!): ${t}_mutation_response
  update_${t}_by_pk(_inc: ${t}_inc_input, _set: ${t}_set_input, pk_columns: ${t}_pk_columns_input!): ${t}
  "delete data from the table: \\"${t}\\""
  delete_${t}("filter the rows which have to be deleted" where: ${t}_bool_exp!): ${t}_mutation_response
  delete_${t}_by_pk(id: uuid!): ${t}`,
    subscription: `
  ${t}${list}: [${t}!]!
  ${t}_by_pk(id: uuid!): ${t}
  "fetch data from the table in a streaming manner: \\"${t}\\""
  ${t}_stream("maximum number of rows returned in a single batch" batch_size: Int!, "cursor to stream the results returned by the query" cursor: [${t}_stream_cursor_input]!, where: ${t}_bool_exp): [${t}!]!`,
  };
}

/** The SDL of a Hasura-like schema with `tables` tables. */
export function hasuraLikeSdl({ tables = 14 }: HasuraLikeOptions = {}): string {
  const names = Array.from({ length: tables }, (_, i) => tableName(i));
  const parts = [
    ...SCALARS.map((s) => `scalar ${s}`),
    '"column ordering options" enum order_by { asc asc_nulls_first asc_nulls_last desc desc_nulls_first desc_nulls_last }',
    '"ordering argument of a cursor" enum cursor_ordering { ASC DESC }',
    ...Object.entries(COMPARISONS).map(([s, body]) => `"Boolean expression to compare columns of type \\"${s}\\". All fields are combined with logical 'AND'." input ${s}_comparison_exp { ${body} }`),
    ...names.map((t, i) => tableSdl(t, names[(i + 1) % tables]!, names[(i + tables - 1) % tables]!)),
  ];
  const roots = names.map(rootFields);
  parts.push(`type query_root {${roots.map((r) => r.query).join('')}\n}`);
  parts.push(`type mutation_root {${roots.map((r) => r.mutation).join('')}\n}`);
  parts.push(`type subscription_root {${roots.map((r) => r.subscription).join('')}\n}`);
  parts.push('schema { query: query_root mutation: mutation_root subscription: subscription_root }');
  return parts.join('\n');
}

/** The Hasura-like schema itself. */
export function hasuraLikeSchema(options: HasuraLikeOptions = {}): GraphQLSchema {
  return buildSchema(hasuraLikeSdl(options));
}

export type AnyField = GraphQLField<unknown, unknown>;

/** Every root field of the schema with its operation kind, for "every screen" checks. */
export function everyRootField(schema: GraphQLSchema): Array<{ kind: 'query' | 'mutation' | 'subscription'; field: AnyField }> {
  const out: Array<{ kind: 'query' | 'mutation' | 'subscription'; field: AnyField }> = [];
  for (const [kind, type] of [['query', schema.getQueryType()], ['mutation', schema.getMutationType()], ['subscription', schema.getSubscriptionType()]] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) out.push({ kind, field: field as AnyField });
  }
  return out;
}
