// The "no value" mark of cards and table cells.

/** A dash, read as "no value". */
export function EmptyValue() {
  return (
    <span className="facet-empty">
      <span aria-hidden="true">—</span>
      <span className="facet-visually-hidden">no value</span>
    </span>
  );
}
