// Entities derived from the schema alone (issue 15 §1), on the demo and the five schema styles.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildClientSchema, buildSchema, introspectionFromSchema } from 'graphql';
import {
  ACTION_RULES,
  ENTITY_RULES,
  FETCHER_RULES,
  LIST_SOURCE_RULES,
  deriveEntities,
  deriveEntitiesInSlices,
  entityFor,
  type Entity,
  type EntityAction,
  type KeyBinding,
} from '../../src/schema/index.ts';
import { STYLE_FIXTURES, demoSchema, styleSchema, styleSdl } from '../helpers/schemas.ts';

const crud = styleSchema('crud');
const hasura = styleSchema('hasura');
const postgraphile = styleSchema('postgraphile');
const storefront = styleSchema('storefront');
const github = styleSchema('github');
const demo = demoSchema();

function entity(schema: Parameters<typeof entityFor>[0], name: string): Entity {
  const found = entityFor(schema, name);
  if (!found) throw new Error(`expected ${name} to be an entity`);
  return found;
}

/** `owner=owner.login` per binding: variable path = record path. */
const keyText = (key: readonly KeyBinding[]) => key.map((k) => `${k.variable.join('.')}=${k.field.join('.')}`).join(', ');
const fields = (actions: readonly EntityAction[], kind: EntityAction['kind']) => actions.filter((a) => a.kind === kind).map((a) => a.field);

// ---

const deriveSuite = suite('deriveEntities');

deriveSuite('finds record types by id, Node, nodeId or primary-key fetcher, and nothing else', () => {
  assert.equal(deriveEntities(demo).entities.map((e) => e.name), ['Event', 'Venue', 'Review', 'User']);
  assert.equal(deriveEntities(crud).entities.map((e) => e.name), ['Event', 'Venue', 'Person', 'Ticket'], 'Stats and EventList have no identity');
  const hasuraNames = deriveEntities(hasura).entities.map((e) => e.name);
  assert.ok(hasuraNames.includes('users') && hasuraNames.includes('post_tags'));
  assert.not.ok(hasuraNames.some((n) => n.endsWith('_max_fields')), 'nullable aggregate ids are not identities');
  assert.not.ok(hasuraNames.includes('user_stats'), 'a view without a primary key');
  assert.is(entity(hasura, 'post_tags').rule, 'primary-key');
  assert.is(entity(postgraphile, 'PostTag').rule, 'relay-node');
  assert.is(entityFor(postgraphile, 'Query'), null, 'a root type implementing Node is not a record');
  assert.is(entityFor(github, 'Node'), null, 'the Node interface itself is not a record');
  assert.is(entity(github, 'Starrable').kind, 'interface');
});

deriveSuite('returns the same model for the same schema object', () => {
  assert.is(deriveEntities(github), deriveEntities(github));
});

deriveSuite('derives the ~2,000-type GitHub-like schema quickly', () => {
  const fresh = buildSchema(styleSdl('github')); // a schema object never derived before
  const started = performance.now();
  const model = deriveEntities(fresh);
  const ms = performance.now() - started;
  assert.ok(model.entities.length > 180, `${model.entities.length} entities`);
  // Generous for a loaded machine; a rule that went quadratic over ~500 mutations would take seconds.
  assert.ok(ms < 2000, `${Math.round(ms)} ms`);
  console.log(`    GitHub-like: ${model.entities.length} entities derived in ${Math.round(ms)} ms`);
});

deriveSuite('derives the same entities from a schema rebuilt from introspection, as the app gets it', () => {
  for (const { name, build } of STYLE_FIXTURES) {
    const schema = build();
    const introspected = buildClientSchema(introspectionFromSchema(schema));
    assert.is(JSON.stringify(deriveEntities(introspected).entities), JSON.stringify(deriveEntities(schema).entities), name);
  }
});

deriveSuite('names every rule it applies in the exported tables', () => {
  for (const { build } of STYLE_FIXTURES) {
    for (const e of deriveEntities(build()).entities) {
      assert.ok(e.rule in ENTITY_RULES);
      for (const source of e.listSources) assert.ok(source.rule in LIST_SOURCE_RULES);
      for (const fetcher of e.fetchers) assert.ok(fetcher.rule in FETCHER_RULES);
      for (const action of e.actions) assert.ok(action.kind in ACTION_RULES);
    }
  }
});

deriveSuite.run();

// ---

const entityForSuite = suite('entityFor');

entityForSuite('picks the best list source by the stated order', () => {
  assert.is(entity(demo, 'Event').bestListSource?.field, 'events', 'canonical and paged beats eventsConnection; searchEvents needs text');
  assert.equal(entity(demo, 'Event').listSources.map((s) => s.field), ['events', 'eventsConnection', 'searchEvents']);
  assert.is(entity(crud, 'Person').bestListSource?.field, 'people', 'the plural of Person');
  assert.is(entity(hasura, 'users').bestListSource?.field, 'users');
  assert.equal(entity(hasura, 'users').listSources.map((s) => s.rule), ['list', 'page'], 'users_aggregate { nodes } is a page object');
  assert.is(entity(postgraphile, 'User').bestListSource?.field, 'allUsers');
  assert.is(entity(storefront, 'Product').bestListSource?.field, 'products', 'productRecommendations needs a product id');
  assert.is(entity(github, 'CodeOfConduct').bestListSource?.field, 'codesOfConduct');
  assert.is(entity(github, 'Repository').bestListSource, null, 'GitHub lists repositories only inside other records');
});

entityForSuite('sorts each list source\'s arguments into filter, sort and paging', () => {
  const users = entity(hasura, 'users').bestListSource!;
  assert.equal([users.filterArgs, users.sortArgs, users.pagingArgs, users.otherArgs], [['where'], ['order_by'], ['limit', 'offset'], ['distinct_on']]);
  const all = entity(postgraphile, 'User').bestListSource!;
  assert.equal([all.filterArgs, all.sortArgs, all.pagingArgs], [['condition', 'filter'], ['orderBy'], ['first', 'last', 'offset', 'before', 'after']]);
  assert.is(all.pagination.kind, 'relay');
  const products = entity(storefront, 'Product').bestListSource!;
  assert.equal([products.filterArgs, products.sortArgs], [['query'], ['reverse', 'sortKey']]);
  const events = entity(demo, 'Event').bestListSource!;
  assert.equal([events.filterArgs, events.pagingArgs, events.requiredArgs], [['category', 'tags'], ['limit', 'offset'], []]);
  assert.equal(entity(demo, 'Event').listSources[2]!.requiredArgs, ['text']);
  const crudEvents = entity(crud, 'Event').bestListSource!;
  assert.equal([crudEvents.rule, crudEvents.filterArgs, crudEvents.sortArgs, crudEvents.pagingArgs], ['page', ['filter'], ['orderBy'], ['page', 'perPage']]);
});

entityForSuite('finds id, primary-key and lookup fetchers', () => {
  const event = entity(demo, 'Event').byKey!;
  assert.equal([event.field, event.rule, keyText(event.key)], ['event', 'id-argument', 'id=id']);
  const venue = entity(demo, 'Venue').byKey!;
  assert.equal([venue.field, venue.rule, keyText(venue.key)], ['venue', 'lookup-input', 'by.id=id'], 'the @oneOf VenueLookup');
  const users = entity(hasura, 'users').byKey!;
  assert.equal([users.field, users.rule, keyText(users.key)], ['users_by_pk', 'primary-key', 'id=id']);
  const postTags = entity(hasura, 'post_tags').byKey!;
  assert.equal([postTags.field, keyText(postTags.key)], ['post_tags_by_pk', 'post_id=post_id, tag_id=tag_id']);
  const product = entity(storefront, 'Product').byKey!;
  assert.equal([product.field, product.rule, keyText(product.key)], ['product', 'id-argument', 'id=id'], 'product(id:, handle:) by its optional id');
});

entityForSuite('ranks PostGraphile\'s fetchers: by id, by node id, by a unique field, then node', () => {
  assert.equal(entity(postgraphile, 'User').fetchers.map((f) => `${f.field}:${f.rule}`), [
    'userById:id-argument', 'userByNodeId:node-id', 'userByEmail:unique-fields', 'node:relay-node',
  ]);
  assert.equal(keyText(entity(postgraphile, 'User').fetchers[3]!.key), 'nodeId=nodeId');
});

entityForSuite('finds composite keys through a related object (GitHub repository(owner:, name:))', () => {
  const repository = entity(github, 'Repository').byKey!;
  assert.equal([repository.field, repository.rule, keyText(repository.key)], ['repository', 'unique-fields', 'owner=owner.login, name=name']);
  assert.equal(keyText(entity(github, 'User').byKey!.key), 'login=login');
  assert.equal(keyText(entity(github, 'License').byKey!.key), 'key=key');
});

entityForSuite('falls back to node(id:) with a type condition', () => {
  const issue = entity(github, 'Issue').byKey!;
  assert.equal([issue.field, issue.rule, issue.typeCondition, keyText(issue.key)], ['node', 'relay-node', 'Issue', 'id=id']);
  assert.is(entity(storefront, 'ProductVariant').byKey?.typeCondition, 'ProductVariant');
});

entityForSuite('finds no fetcher when no root query takes the key', () => {
  assert.is(entity(demo, 'User').byKey, null, 'me takes no key');
  assert.is(entity(storefront, 'Customer').byKey, null, 'customer(customerAccessToken:) is not a key of Customer');
  assert.is(entity(github, 'Starrable').byKey, null);
});

entityForSuite('finds the plain CRUD and demo actions', () => {
  const event = entity(demo, 'Event');
  assert.equal([event.create?.field, event.update?.field, event.delete?.field], ['createEvent', 'updateEvent', 'deleteEvent']);
  assert.equal([keyText(event.update!.key), event.update!.values], ['id=id', ['input']]);
  assert.is(event.delete!.resultPath, null, 'deleteEvent answers with an ID');
  assert.equal(fields(event.actions, 'other'), ['uploadEventPhoto']);
  assert.equal(keyText(event.actions.find((a) => a.field === 'uploadEventPhoto')!.key), 'eventId=id');
  assert.equal(fields(entity(crud, 'Event').actions, 'other'), ['archiveEvent', 'duplicateEvent']);
  const person = entity(crud, 'Person');
  assert.equal([person.update?.field, person.update?.values, person.delete?.field], ['updatePerson', [], 'removePerson'], 'changes as plain arguments');
  assert.equal(fields(entity(crud, 'Ticket').actions, 'other'), ['cancelTicket']);
  assert.is(entity(demo, 'Review').create?.field, 'addReview');
});

entityForSuite('finds Hasura\'s by-primary-key actions and leaves bulk ones out', () => {
  const users = entity(hasura, 'users');
  assert.equal([users.create?.field, users.create?.values], ['insert_users_one', ['object']]);
  assert.equal([users.update?.field, users.update?.keyRule, keyText(users.update!.key), users.update?.values], ['update_users_by_pk', 'primary-key', 'pk_columns.id=id', ['_set']]);
  assert.equal([users.delete?.field, keyText(users.delete!.key)], ['delete_users_by_pk', 'id=id']);
  assert.equal(users.actions.map((a) => a.field).sort(), ['delete_users_by_pk', 'insert_users_one', 'update_users_by_pk'], 'insert_users, update_users(_many), delete_users are bulk');
  assert.equal(keyText(entity(hasura, 'post_tags').delete!.key), 'post_id=post_id, tag_id=tag_id');
});

entityForSuite('finds PostGraphile\'s input-object actions, preferring the primary key', () => {
  const user = entity(postgraphile, 'User');
  assert.equal([user.create?.field, user.create?.values, user.create?.resultPath], ['createUser', ['input', 'user'], ['user']]);
  assert.equal(fields(user.actions, 'update'), ['updateUser', 'updateUserById', 'updateUserByEmail']);
  assert.equal([user.update?.field, keyText(user.update!.key), user.update?.values], ['updateUserById', 'input.id=id', ['input', 'userPatch']]);
  assert.equal([user.delete?.field, keyText(user.delete!.key)], ['deleteUserById', 'input.id=id']);
  assert.equal(keyText(user.actions.find((a) => a.field === 'updateUser')!.key), 'input.nodeId=nodeId');
  assert.equal(fields(entity(postgraphile, 'Post').actions, 'other'), ['publishPost']);
  assert.equal(keyText(entity(postgraphile, 'PostTag').delete!.key), 'input.postId=postId, input.tag=tag');
});

entityForSuite('finds GitHub\'s input-style actions and shares interface actions with implementations', () => {
  const issue = entity(github, 'Issue');
  assert.equal([issue.create?.field, issue.update?.field, issue.delete?.field], ['createIssue', 'updateIssue', 'deleteIssue']);
  assert.equal([keyText(issue.update!.key), issue.update!.values], ['input.id=id', ['input']]);
  assert.equal([keyText(issue.delete!.key), issue.delete!.resultPath], ['input.issueId=id', null], 'the payload holds the repository, not the issue');
  assert.equal(fields(issue.actions, 'other'), ['closeIssue', 'reopenIssue']);
  const repository = entity(github, 'Repository');
  assert.equal(fields(repository.actions, 'other'), ['archiveRepository', 'addStar', 'removeStar']);
  assert.equal(keyText(repository.update!.key), 'input.repositoryId=id');
  assert.equal(entity(github, 'RepoDeployment').actions.map((a) => `${a.kind}:${a.field}`), ['create:createRepoDeployment', 'update:updateRepoDeployment', 'delete:deleteRepoDeployment']);
});

entityForSuite('reads Shopify\'s verb-last names and finds no update without a key', () => {
  const cart = entity(storefront, 'Cart');
  assert.equal([cart.create?.field, cart.create?.resultPath], ['cartCreate', ['cart']]);
  assert.equal(fields(cart.actions, 'other'), ['cartLinesAdd', 'cartLinesUpdate', 'cartLinesRemove', 'cartNoteUpdate']);
  const customer = entity(storefront, 'Customer');
  assert.is(customer.create?.field, 'customerCreate');
  assert.is(customer.update, null, 'customerUpdate finds the customer by an access token, not a key');
  assert.is(entity(demo, 'User').actions.length, 0, 'login returns a user but takes no key of one');
});

entityForSuite('takes a bare id as the key only when the name names no other record', () => {
  const schema = buildSchema(`
    type User { id: ID! name: String } type Issue { id: ID! title: String }
    type Query { user(id: ID!): User issue(id: ID!): Issue }
    type Mutation { assignIssue(id: ID!, userId: ID!): User closeIssue(id: ID!): Issue lockIssue(id: ID!): User }
  `);
  const user = entity(schema, 'User');
  assert.equal(user.actions.map((a) => `${a.field}:${keyText(a.key)}`), ['assignIssue:userId=id'], 'lockIssue(id:) takes an issue\'s id');
  assert.equal(fields(entity(schema, 'Issue').actions, 'other'), ['closeIssue']);
});

entityForSuite.run();

// ---

const slicesSuite = suite('deriveEntitiesInSlices');

slicesSuite('gives what deriveEntities gives, yielding to the main thread whenever a slice is used up', async () => {
  for (const style of ['github', 'hasura'] as const) {
    let clock = 0;
    let yields = 0;
    const sliced = await deriveEntitiesInSlices(buildSchema(styleSdl(style)), {
      sliceMs: 8,
      now: () => (clock += 1), // every step costs 1 ms
      yieldToMain: async () => void (yields += 1),
    });
    const whole = deriveEntities(buildSchema(styleSdl(style)));
    assert.equal(JSON.parse(JSON.stringify(sliced.entities)), JSON.parse(JSON.stringify(whole.entities)), style);
    assert.ok(yields >= 40, `${style}: ${yields} yields`); // hasura: ~440 steps, 8 a slice
  }
});

slicesSuite('keeps one model per schema, shared with deriveEntities', async () => {
  const schema = styleSchema('crud');
  const sliced = await deriveEntitiesInSlices(schema, { yieldToMain: async () => {} });
  assert.is(deriveEntities(schema), sliced);
  assert.is(await deriveEntitiesInSlices(schema), sliced);
});

slicesSuite.run();
