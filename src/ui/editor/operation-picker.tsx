// The picker of the operations a written document holds ("Name — kind"), a React Aria Select.
import { Button } from 'react-aria-components/Button';
import { Label } from 'react-aria-components/Label';
import { ListBox } from 'react-aria-components/ListBox';
import { ListBoxItem } from 'react-aria-components/ComboBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Text } from 'react-aria-components/Text';
import type { OperationSummary } from '../../schema/index.ts';

export interface OperationPickerProps {
  operations: readonly OperationSummary[];
  /** One key per operation, in the same order. */
  keys: readonly string[];
  selectedKey: string | null;
  onSelectionChange: (key: string) => void;
}

export function operationLabel(operation: OperationSummary): string {
  return `${operation.name ?? '(anonymous)'} — ${operation.kind}`;
}

export function OperationPicker({ operations, keys, selectedKey, onSelectionChange }: OperationPickerProps) {
  return (
    <Select className="facet-field facet-select" selectedKey={selectedKey} onSelectionChange={(key) => onSelectionChange(String(key))}>
      <Label className="facet-label">Operation</Label>
      <Button className="facet-button facet-select-button">
        <SelectValue className="facet-select-value" />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Text slot="description" className="facet-description">
        {operations.length === 1 ? 'The document holds one operation.' : `The document holds ${operations.length} operations.`}
      </Text>
      <Popover className="facet-popover">
        <ListBox className="facet-listbox">
          {operations.map((operation, i) => (
            <ListBoxItem key={keys[i]} id={keys[i]} className="facet-listbox-item" textValue={operationLabel(operation)}>
              {operationLabel(operation)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
