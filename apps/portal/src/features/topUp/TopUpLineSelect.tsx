import { Select, type SelectProps } from '@gaia/ui';

/**
 * The line chooser of a customer with more than one line: its own chunk, loaded only for them, so
 * the top-up page does not carry the listbox for everybody.
 */
export default function TopUpLineSelect(props: SelectProps) {
  return <Select {...props} />;
}
