import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GraphQLInputObjectType, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLString, buildClientSchema, introspectionFromSchema, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import { buildArgumentForm, buildInputObjectFields, inputFieldsOf, defaultValueOf, findRootField, widgetForInput, type FormField } from '../../src/schema/index.ts';
import { hasuraLikeSchema } from '../helpers/hasura-like.ts';
import { eventsSchema, largeSchema, relaySchema, schemaFromSdl, unionsSchema } from '../helpers/schemas.ts';

const events = eventsSchema();

function argType(schema: GraphQLSchema, kind: 'query' | 'mutation' | 'subscription', field: string, arg: string): GraphQLInputType {
  const found = findRootField(schema, kind, field)?.args.find((a) => a.name === arg);
  if (!found) throw new Error(`${field}(${arg}) not found`);
  return found.type;
}

const scalars = schemaFromSdl(`
  scalar Date scalar DateTime scalar LocalDateTime scalar Timestamp scalar Time scalar LocalTime scalar Upload scalar File
  scalar JSON scalar JSONObject scalar URL scalar EmailAddress scalar UUID scalar BigInt scalar Decimal scalar PositiveInt
  scalar Latitude scalar AWSDateTime scalar AWSJSON scalar Mystery scalar PhoneNumber scalar Duration scalar HexColorCode scalar timestamptz
  type Query { x: Int }
`);

function widgetOf(scalar: string, argName = 'value') {
  return widgetForInput(scalars.getType(scalar) as GraphQLInputType, argName);
}

function byName(fields: readonly FormField[], name: string): FormField {
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no form field ${name}`);
  return found;
}

// ---

const widgetForInputSuite = suite('widgetForInput');

widgetForInputSuite('maps the built-in scalars to text, id, number and switch', () => {
  assert.is(widgetForInput(GraphQLString, 'title').kind, 'text');
  assert.is(widgetForInput(events.getType('ID') as GraphQLInputType, 'id').kind, 'id');
  const int = widgetForInput(GraphQLInt, 'limit');
  assert.equal(int.kind === 'number' && [int.isInteger, int.min, int.max], [true, -2147483648, 2147483647]);
  const float = widgetForInput(events.getType('Float') as GraphQLInputType, 'price');
  assert.equal(float.kind === 'number' && float.isInteger, false);
  assert.is(widgetForInput(events.getType('Boolean') as GraphQLInputType, 'on').kind, 'switch');
});

widgetForInputSuite('matches custom scalar names case-insensitively', () => {
  assert.is(widgetOf('Date').kind, 'date');
  const dateTime = widgetOf('DateTime');
  assert.equal(dateTime.kind === 'datetime' && dateTime.encoding, 'rfc3339');
  assert.equal(widgetOf('timestamptz').kind, 'datetime');
  const local = widgetOf('LocalDateTime');
  assert.equal(local.kind === 'datetime' && local.encoding, 'local');
  const stamp = widgetOf('Timestamp');
  assert.equal(stamp.kind === 'datetime' && stamp.encoding, 'epoch-ms');
  const time = widgetOf('Time');
  assert.equal(time.kind === 'time' && time.hasOffset, true);
  const localTime = widgetOf('LocalTime');
  assert.equal(localTime.kind === 'time' && localTime.hasOffset, false);
  assert.is(widgetOf('Upload').kind, 'file');
  assert.is(widgetOf('File').kind, 'file');
  assert.is(widgetOf('JSON').kind, 'json');
  assert.is(widgetOf('JSONObject').kind, 'json');
  assert.is(widgetOf('URL').kind, 'url');
  assert.is(widgetOf('EmailAddress').kind, 'email');
  const uuid = widgetOf('UUID');
  assert.equal(uuid.kind === 'text' && uuid.format, 'uuid');
  const big = widgetOf('BigInt');
  assert.equal(big.kind === 'bigint' && big.isDecimal, false);
  const decimal = widgetOf('Decimal');
  assert.equal(decimal.kind === 'bigint' && decimal.isDecimal, true);
  const positive = widgetOf('PositiveInt');
  assert.equal(positive.kind === 'number' && [positive.min, positive.isInteger], [1, true]);
  const latitude = widgetOf('Latitude');
  assert.equal(latitude.kind === 'number' && [latitude.min, latitude.max, latitude.isInteger], [-90, 90, false]);
  const phone = widgetOf('PhoneNumber');
  assert.equal(phone.kind === 'text' && phone.format, 'tel');
  const duration = widgetOf('Duration');
  assert.equal(duration.kind === 'text' && duration.format, 'duration');
  const color = widgetOf('HexColorCode');
  assert.equal(color.kind === 'text' && color.format, 'hex-color');
});

/** The widget of a scalar declared on the spot, so any name (and its exact case) can be tried. */
function widgetOfScalar(scalar: string, argName = 'value', description: string | null = null) {
  const schema = schemaFromSdl(`scalar ${scalar} type Query { x: Int }`);
  return widgetForInput(schema.getType(scalar) as GraphQLInputType, argName, description);
}

/** `date`, `datetime:local`, `time:offset`, `text:uuid`… : a widget in one comparable word. */
function shapeOf(scalar: string): string {
  const widget = widgetOfScalar(scalar);
  if (widget.kind === 'datetime') return `datetime:${widget.encoding}`;
  if (widget.kind === 'time') return `time:${widget.hasOffset ? 'offset' : 'local'}`;
  if (widget.kind === 'text') return `text:${widget.format}`;
  if (widget.kind === 'bigint') return `bigint:${widget.isDecimal ? 'decimal' : 'integer'}`;
  return widget.kind;
}

widgetForInputSuite('maps every scalar name of ui.md §4.1 to its row', () => {
  const rows: Record<string, string[]> = {
    date: ['Date', 'LocalDate', 'date'],
    'datetime:rfc3339': ['DateTime', 'DateTimeISO', 'Datetime', 'timestamptz'],
    'datetime:local': ['LocalDateTime', 'timestamp'],
    'time:offset': ['Time', 'timetz'],
    'time:local': ['LocalTime', 'LocalEndTime'],
    'datetime:epoch-ms': ['Timestamp'],
    'text:duration': ['Duration', 'ISO8601Duration'],
    file: ['Upload', 'File'],
    json: ['JSON', 'JSONObject', 'Json', 'jsonb', 'Any', '_Any', 'GeoJSON'],
    url: ['URL', 'URI'],
    email: ['EmailAddress'],
    'text:tel': ['PhoneNumber'],
    'text:uuid': ['UUID', 'GUID'],
    'text:object-id': ['ObjectID', 'ObjectId'],
    'text:ulid': ['ULID', 'Ulid'],
    'bigint:integer': ['BigInt', 'Long', 'bigint'],
    'bigint:decimal': ['numeric', 'Decimal', 'BigFloat'],
    number: ['PositiveInt', 'NonNegativeInt', 'Latitude', 'Longitude', 'Port'],
    'text:hex-color': ['HexColorCode'],
    'text:rgb-color': ['RGB'],
    'text:rgba-color': ['RGBA'],
    'text:hsl-color': ['HSL'],
    'text:hsla-color': ['HSLA'],
  };
  for (const [expected, names] of Object.entries(rows)) {
    for (const name of names) assert.is(shapeOf(name), expected, name);
  }
});

widgetForInputSuite('decides by exact case where Hasura and graphql-scalars share a name', () => {
  // Hasura's Postgres `timestamp` has no zone: sending epoch milliseconds would be refused.
  assert.is(shapeOf('timestamp'), 'datetime:local');
  assert.is(shapeOf('Timestamp'), 'datetime:epoch-ms');
  assert.is(shapeOf('TIMESTAMP'), 'datetime:epoch-ms', 'any other casing keeps the graphql-scalars meaning');
  assert.is(shapeOf('time'), 'time:local');
  assert.is(shapeOf('Time'), 'time:offset');
});

widgetForInputSuite('gives each colour notation its own format, and any text to a bare Color', () => {
  assert.is(shapeOf('RGB'), 'text:rgb-color');
  assert.is(shapeOf('rgba'), 'text:rgba-color');
  assert.is(shapeOf('Color'), 'text:color');
});

widgetForInputSuite('recognises vendor-prefixed scalars by a whole-word suffix and falls back to text', () => {
  assert.is(widgetOf('AWSDateTime').kind, 'datetime');
  assert.is(widgetOf('AWSJSON').kind, 'json');
  for (const [name, expected] of [
    ['AWSDate', 'date'], ['AWSTime', 'time:offset'], ['AWSURL', 'url'], ['AWSEmail', 'email'], ['ImageUpload', 'file'],
    ['ISODateTime', 'datetime:rfc3339'], ['PgDatetime', 'datetime:rfc3339'], ['sql_date', 'date'], ['SQL_DATE', 'date'],
    ['event_time', 'time:offset'], ['RawJson', 'json'], ['ProfileUri', 'url'],
  ] as const) {
    assert.is(shapeOf(name), expected, name);
  }
  const unknown = widgetOf('Mystery');
  assert.equal(unknown.kind === 'text' && [unknown.format, unknown.scalar], ['plain', 'Mystery']);
});

widgetForInputSuite('does not take a word that merely ends in date or time for a date or time', () => {
  for (const name of ['Candidate', 'Lifetime', 'Update', 'Mandate', 'Overtime', 'Runtimes', 'Curl', 'Gmail']) {
    assert.is(shapeOf(name), 'text:plain', name);
  }
});

widgetForInputSuite('turns an Int named rating or stars into 5 stars', () => {
  for (const name of ['rating', 'stars', 'minRating', 'user_rating']) {
    const widget = widgetForInput(GraphQLInt, name);
    assert.is(widget.kind, 'rating', name);
    assert.equal(widget.kind === 'rating' && widget.max, 5);
  }
  assert.is(widgetForInput(GraphQLInt, 'scoreboardSize').kind, 'number');
  assert.is(widgetForInput(events.getType('Float') as GraphQLInputType, 'rating').kind, 'number');
});

widgetForInputSuite('keeps a score a number unless its description states a small scale', () => {
  for (const name of ['score', 'userScore']) assert.is(widgetForInput(GraphQLInt, name).kind, 'number', name);
  assert.is(widgetForInput(GraphQLInt, 'score', 'Score from 0 to 100').kind, 'number');
  const outOfTen = widgetForInput(GraphQLInt, 'score', 'Critic score, out of 10');
  assert.equal(outOfTen.kind === 'rating' && outOfTen.max, 10);
  const oneToFive = widgetForInput(GraphQLInt, 'score', 'A 1–5 score');
  assert.equal(oneToFive.kind === 'rating' && oneToFive.max, 5);
});

widgetForInputSuite('draws a rating as stars only when its stated scale and its scalar allow it', () => {
  const tenStars = widgetForInput(GraphQLInt, 'rating', 'Between 1 and 10');
  assert.equal(tenStars.kind === 'rating' && tenStars.max, 10);
  const percent = widgetForInput(GraphQLInt, 'rating', 'Rating as a percentage, 0-100');
  assert.equal(percent.kind === 'number' && [percent.min, percent.max], [-2147483648, 2147483647], 'a wide scale is a plain Int');
  assert.is(widgetOfScalar('PositiveInt', 'rating').kind, 'rating');
  assert.is(widgetOfScalar('NegativeInt', 'rating').kind, 'number', 'no star count fits a negative number');
  const list = widgetForInput(new GraphQLList(GraphQLInt), 'ratings', 'Each out of 10');
  assert.equal(list.kind === 'tags' && list.item.kind === 'rating' && list.item.max, 10, 'a list passes the description to its items');
});

widgetForInputSuite('makes an enum a select with humanized options, deprecated last', () => {
  const widget = widgetForInput(events.getType('Category') as GraphQLInputType, 'category');
  assert.is(widget.kind, 'select');
  if (widget.kind !== 'select') return;
  assert.is(widget.enumName, 'Category');
  assert.equal(widget.options.map((o) => o.value), ['MUSIC', 'THEATRE', 'SPORTS', 'TALK', 'FOOD_AND_DRINK', 'OTHER']);
  assert.is(widget.options[4]?.label, 'Food and drink');
  assert.is(widget.options[5]?.deprecationReason, 'Use a tag.');
});

widgetForInputSuite('makes lists of scalars or enums tags, with enum values as suggestions', () => {
  const tags = widgetForInput(argType(events, 'query', 'search', 'tags'), 'tags');
  assert.equal(tags.kind === 'tags' && [tags.item.kind, tags.item.required, tags.required], ['text', true, false]);
  const categories = widgetForInput(argType(events, 'query', 'search', 'categories'), 'categories');
  assert.is(categories.kind, 'tags');
  if (categories.kind !== 'tags') return;
  assert.equal(categories.suggestions, ['MUSIC', 'THEATRE', 'SPORTS', 'TALK', 'FOOD_AND_DRINK']);
  assert.is(categories.typeLabel, '[Category!]');
});

widgetForInputSuite('makes file scalars a file input and lists of them a multi-file input', () => {
  assert.is(widgetForInput(argType(events, 'mutation', 'uploadPhoto', 'file'), 'file').kind, 'file');
  const files = widgetForInput(argType(events, 'mutation', 'uploadPhotos', 'files'), 'files');
  assert.equal(files.kind === 'files' && [files.required, files.itemRequired, files.typeLabel], [true, true, '[File!]!']);
});

widgetForInputSuite('makes input objects nested fieldsets and lists of them repeatable', () => {
  const object = widgetForInput(argType(events, 'mutation', 'createEvent', 'input'), 'input');
  assert.equal(object.kind === 'object' && [object.typeName, object.required, object.isOneOf], ['CreateEventInput', true, false]);
  const where = unionsSchema().getType('PersonWhere') as GraphQLInputObjectType;
  const and = widgetForInput(where.getFields().AND!.type, 'AND');
  assert.equal(and.kind === 'list' && and.item.kind, 'object');
  const nested = widgetForInput(new GraphQLList(new GraphQLNonNull(new GraphQLList(GraphQLString))), 'matrix');
  assert.equal(nested.kind === 'list' && nested.item.kind, 'tags');
});

widgetForInputSuite('marks @oneOf input objects', () => {
  const lookup = widgetForInput(argType(unionsSchema(), 'query', 'lookup', 'by'), 'by');
  assert.equal(lookup.kind === 'object' && lookup.isOneOf, true);
});

widgetForInputSuite('reads a file size limit its description states, in binary units', () => {
  const schema = schemaFromSdl('scalar Upload type Query { q: Int }');
  const upload = schema.getType('Upload') as GraphQLInputType;
  const limitOf = (description: string | null) => {
    const widget = widgetForInput(upload, 'photo', description);
    return widget.kind === 'file' ? widget.sizeLimit : 'not a file';
  };
  assert.equal(limitOf('Add a picture (images up to 10 MB).'), { bytes: 10 * 1024 ** 2, text: '10 MB' });
  assert.equal(limitOf('A PDF, at most 1.5 GB'), { bytes: Math.floor(1.5 * 1024 ** 3), text: '1.5 GB' });
  assert.equal(limitOf('Any picture.'), null);
  const list = widgetForInput(new GraphQLList(upload), 'photos', 'up to 500 KB each');
  assert.equal(list.kind === 'files' && list.sizeLimit, { bytes: 500 * 1024, text: '500 KB' });
});

widgetForInputSuite.run();

// ---

const defaultValueOfSuite = suite('defaultValueOf');

defaultValueOfSuite('reads SDL defaults as wire values, enums as names', () => {
  const args = findRootField(events, 'query', 'events')!.args;
  assert.is(defaultValueOf(args.find((a) => a.name === 'limit')!), 20);
  assert.is(defaultValueOf(args.find((a) => a.name === 'sort')!), 'STARTS_AT');
  assert.is(defaultValueOf(args.find((a) => a.name === 'filter')!), undefined);
});

defaultValueOfSuite('reads defaults of a schema built from introspection', () => {
  const client = buildClientSchema(introspectionFromSchema(relaySchema()));
  const orderBy = findRootField(client, 'query', 'allIssues')!.args.find((a) => a.name === 'orderBy')!;
  assert.equal(defaultValueOf(orderBy), ['CREATED_AT']);
  const input = (buildClientSchema(introspectionFromSchema(events)).getType('CreateEventInput') as GraphQLInputObjectType).getFields();
  assert.equal(defaultValueOf(input.tags!), []);
  assert.is(defaultValueOf(input.category!), 'OTHER');
});

defaultValueOfSuite.run();

// ---

const buildArgumentFormSuite = suite('buildArgumentForm');

buildArgumentFormSuite('lists arguments with label, help, required flag, default and widget', () => {
  const form = buildArgumentForm(findRootField(events, 'query', 'events')!);
  assert.is(form.fieldName, 'events');
  assert.equal(form.fields.map((f) => f.name), ['limit', 'offset', 'filter', 'sort', 'order']);
  const limit = byName(form.fields, 'limit');
  assert.equal([limit.label, limit.required, limit.defaultValue, limit.hasDefault, limit.widget.kind], ['Limit', false, 20, true, 'number']);
  const login = buildArgumentForm(findRootField(events, 'mutation', 'login')!);
  assert.equal(login.fields.map((f) => [f.name, f.required]), [['username', true], ['password', true]]);
});

buildArgumentFormSuite('gives nested input objects their own defaults and help, built on demand', () => {
  const form = buildArgumentForm(findRootField(events, 'mutation', 'createEvent')!);
  const input = byName(form.fields, 'input');
  assert.is(input.inputObject?.name, 'CreateEventInput');
  const fields = inputFieldsOf(input);
  const startsAt = byName(fields, 'startsAt');
  assert.equal([startsAt.label, startsAt.required, startsAt.widget.kind], ['Starts at', true, 'datetime']);
  const category = byName(fields, 'category');
  assert.equal([category.required, category.defaultValue], [false, 'OTHER'], 'non-null with a default is not required');
  const venue = byName(fields, 'venue');
  assert.equal(inputFieldsOf(venue).map((f) => [f.name, f.required]), [['name', true], ['city', false], ['capacity', false]]);
  assert.is(byName(fields, 'cover').widget.kind, 'file');
  assert.is(byName(fields, 'doorsOpen').widget.kind, 'time');
});

buildArgumentFormSuite('builds the arguments alone, however deep and recursive the inputs are', () => {
  const schema = hasuraLikeSchema();
  const opened: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLInputObjectType)) continue;
    const getFields = type.getFields.bind(type);
    type.getFields = () => (opened.push(type.name), getFields());
  }
  const form = buildArgumentForm(findRootField(schema, 'mutation', 'insert_users_one')!);
  assert.equal(form.fields.map((f) => [f.name, f.inputObject?.name]), [['object', 'users_insert_input'], ['on_conflict', 'users_on_conflict']]);
  assert.equal(opened, [], 'no input object opened up front');
  inputFieldsOf(form.fields[0]!);
  assert.equal(opened, ['users_insert_input'], 'opening one reads that one alone');
});

buildArgumentFormSuite('marks `_and`/`_or` lists of the object they sit in as condition lists', () => {
  const where = byName(buildArgumentForm(findRootField(unionsSchema(), 'query', 'people')!).fields, 'where');
  const fields = inputFieldsOf(where);
  assert.equal(fields.filter((f) => f.isConditionList).map((f) => f.name), ['AND', 'OR']);
  assert.is(byName(fields, 'not').inputObject?.name, 'PersonWhere', 'NOT is one more level, opened on demand');
});

buildArgumentFormSuite('marks secret-named arguments and input fields', () => {
  const schema = schemaFromSdl(`
    input Credentials { user: String!, password: String!, apiKey: String, note: String }
    type Query { f(credentials: Credentials, token: String, pin: Int, spin: Int, limit: Int): Int }
  `);
  const form = buildArgumentForm(findRootField(schema, 'query', 'f')!);
  assert.equal(form.fields.map((f) => [f.name, f.isSecret]), [['credentials', true], ['token', true], ['pin', true], ['spin', false], ['limit', false]]);
  assert.equal(inputFieldsOf(byName(form.fields, 'credentials')).map((f) => [f.name, f.isSecret]), [['user', false], ['password', true], ['apiKey', true], ['note', false]]);
});

buildArgumentFormSuite('reads a rating scale from the argument description', () => {
  const schema = schemaFromSdl('type Query { f("Score, 1 to 10" score: Int, "0-100" rating: Int): Int }');
  const form = buildArgumentForm(findRootField(schema, 'query', 'f')!);
  const score = byName(form.fields, 'score').widget;
  assert.equal(score.kind === 'rating' && score.max, 10);
  assert.is(byName(form.fields, 'rating').widget.kind, 'number');
});

buildArgumentFormSuite('keeps deprecated arguments apart', () => {
  const schema = schemaFromSdl('type Query { f(a: Int, old: Int @deprecated(reason: "gone")): Int }');
  const form = buildArgumentForm(findRootField(schema, 'query', 'f')!);
  assert.equal(form.fields.map((f) => f.name), ['a']);
  assert.equal(form.deprecatedFields.map((f) => [f.name, f.deprecationReason]), [['old', 'gone']]);
});

buildArgumentFormSuite('builds forms for every root field of the large schema', () => {
  const schema = largeSchema();
  let total = 0;
  for (const field of Object.values(schema.getQueryType()!.getFields())) total += buildArgumentForm(field).fields.length;
  assert.ok(total > 600);
});

buildArgumentFormSuite.run();

// ---

const buildInputObjectFieldsSuite = suite('buildInputObjectFields');

buildInputObjectFieldsSuite('opens a recursive input object one level per call', () => {
  const schema = unionsSchema();
  const fields = buildInputObjectFields(schema.getType('PersonWhere') as GraphQLInputObjectType);
  assert.equal(fields.map((f) => f.name), ['name', 'AND', 'OR', 'not', 'employer']);
  const not = inputFieldsOf(byName(fields, 'not'));
  assert.equal(not.map((f) => f.name), ['name', 'AND', 'OR', 'not', 'employer'], 'the same type, one level further');
  assert.is(inputFieldsOf(byName(fields, 'employer')).length, 2);
});

buildInputObjectFieldsSuite('builds each input object once and shares it', () => {
  const schema = hasuraLikeSchema();
  const type = schema.getType('users_bool_exp') as GraphQLInputObjectType;
  assert.is(buildInputObjectFields(type), buildInputObjectFields(type));
});

buildInputObjectFieldsSuite.run();
