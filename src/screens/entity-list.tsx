// `/entity/:type` (issue 15 §2, PRODUCT.md §3 "Records"): a type's records from its best list
// source (entities.ts BEST_LIST_SOURCE_ORDER), as a table by default, with the source's filter and
// sort arguments as controls (its paging arguments are the pager's), paging as on the query
// screens, and each row's title linking to the record's page. The controls' values ride in the
// URL as on the operation screens (never a secret or a file), so a reload or a shared link shows
// the same records. The list is read cache-and-network, so a record edited elsewhere shows its
// new state here at once and the server's answer follows.
import { useMemo, useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { Form } from 'react-aria-components/Form';
import { Link, useLocation, useSearch } from 'wouter';
import type { GraphQLSchema } from 'graphql';
import {
  buildArgumentForm,
  buildRecordDocuments,
  detectPagination,
  findRootField,
  formValuesToVariables,
  humanize,
  initialFormValues,
  plural,
  variablesFromUrl,
  variablesToUrl,
  type Entity,
  type FieldError,
  type FormValues,
} from '../schema/index.ts';
import { useApp, useSignals } from '../ui/frame/index.ts';
import { useQuery } from '../ui/hooks/index.ts';
import { ArgumentForm } from '../ui/inputs/index.ts';
import { ResultView } from '../ui/results/index.ts';
import { SchemaGate, safeDecode } from './schema-gate.tsx';
import { SCREEN_PARAM } from './operation-common.tsx';

type Data = Record<string, unknown>;

export function EntityListScreen({ type }: { type: string }) {
  const name = safeDecode(type);
  return (
    <SchemaGate title={name}>
      {(schema) => {
        const docs = buildRecordDocuments(schema, name);
        if (!docs || !docs.list || !docs.entity.bestListSource) {
          return (
            <section aria-labelledby="entity-heading">
              <h1 id="entity-heading">{name}</h1>
              <p>
                This API has no list of <code>{name}</code> records.{' '}
                <Link href="/" className="facet-link">Back to the overview</Link>
              </p>
            </section>
          );
        }
        return <EntityList key={name} schema={schema} entity={docs.entity} document={docs.list.text} />;
      }}
    </SchemaGate>
  );
}

/** The title of a type's list: "Events" for Event. */
export function listTitle(typeName: string): string {
  return humanize(plural(typeName));
}

function EntityList({ schema, entity, document }: { schema: GraphQLSchema; entity: Entity; document: string }) {
  useSignals();
  const { store } = useApp();
  const source = entity.bestListSource!;
  const field = findRootField(schema, 'query', source.field)!;
  const form = useMemo(() => buildArgumentForm(field), [field]);
  const shape = useMemo(() => detectPagination(field), [field]);
  const screen = `entity/${entity.name}`;
  const search = useSearch();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<FormValues>(() => {
    const params = new URLSearchParams(search);
    return { ...initialFormValues(form), ...(params.get(SCREEN_PARAM) === screen ? variablesFromUrl(field, search) : {}) };
  });
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [firstVariables] = useState(() => {
    const result = formValuesToVariables(field, values);
    return result.ok ? result.variables : {};
  });
  const handle = useQuery<Data>(store, document, firstVariables, { fetchPolicy: 'cache-and-network' });

  const pagingArgs = new Set(source.pagingArgs);
  const controls = form.fields.filter((f) => !pagingArgs.has(f.name));

  function send(variables: Record<string, unknown>) {
    const query = variablesToUrl(field, variables);
    navigate(`/entity/${encodeURIComponent(entity.name)}?${query === '' ? '' : `${query}&${SCREEN_PARAM}=${screen}`}`, { replace: true });
    void handle.setVariables(variables);
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    const result = formValuesToVariables(field, values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    // New filters start again from the first page.
    const variables = { ...result.variables };
    for (const arg of source.pagingArgs) if (arg !== (shape.kind === 'offset' ? shape.limitArg : 'first')) delete variables[arg];
    send(variables);
  }

  function changePage(next: Record<string, unknown>) {
    setValues((current) => {
      const merged = { ...current };
      for (const arg of source.pagingArgs) merged[arg] = next[arg];
      return merged;
    });
    send(next);
  }

  const title = listTitle(entity.name);
  const sent = handle.variables.value;
  const isPaged = shape.kind === 'relay' || shape.kind === 'offset';
  return (
    <section aria-labelledby="entity-heading" className="facet-operation facet-entity-list">
      <header className="facet-operation-header">
        <p className="facet-operation-kind">Records</p>
        <h1 id="entity-heading">{title}</h1>
        <p className="facet-operation-returns">
          From the query{' '}
          <Link href={`/query/${encodeURIComponent(field.name)}?`} className="facet-link">
            <code>{field.name}</code>
          </Link>
          {entity.create ? (
            <>
              {' · '}
              <Link href={`/mutation/${encodeURIComponent(entity.create.field)}?`} className="facet-link">
                New {humanize(entity.name).toLowerCase()}
              </Link>
            </>
          ) : null}
        </p>
      </header>
      {controls.length > 0 ? (
        <Form onSubmit={apply} validationBehavior="aria" className="facet-operation-form facet-entity-controls" aria-label={`Filter and sort ${title.toLowerCase()}`}>
          <ArgumentForm
            fields={controls}
            values={values}
            onChange={setValues}
            errors={errors}
            actions={
              <div className="facet-operation-actions">
                <Button type="submit" className="facet-button facet-button-primary">Apply</Button>
              </div>
            }
          />
        </Form>
      ) : null}
      <ResultView
        fieldName={field.name}
        title="Records"
        data={handle.data.value}
        error={handle.error.value}
        graphqlErrors={handle.graphqlErrors.value}
        isLoading={handle.loading.value}
        schema={schema}
        shape={shape}
        pager={isPaged ? { shape, variables: sent, onVariablesChange: changePage } : null}
        defaultView="table"
      />
    </section>
  );
}
