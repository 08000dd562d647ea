// An enum value in results as the forms' selects name it ("Music" for MUSIC; issue 16 "Show values
// the same way everywhere"), from the schema layer's one rule (`enumValueLabel`). The wire value
// stays reachable: it is the tooltip, the JSON view shows it, the type reference lists it.
import { enumValueLabel } from '../../schema/index.ts';

export function EnumValue({ value }: { value: string }) {
  return (
    <span className="facet-enum-value" title={value}>
      {enumValueLabel(value)}
    </span>
  );
}
