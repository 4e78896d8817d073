import type { RequestableLine } from '@portal/shared-api-contract';
import type { Session } from '@portal/shared-data-access-http';
import { ChosenLines } from './ChosenLines';
import { LinePicker } from './LinePicker';

/** Props of SingleLineField: whose lines, the group's name, the chosen line, how to change it and the message. */
export interface SingleLineFieldProps {
  session: Session;
  legend: string;
  value: RequestableLine | null;
  onChange: (line: RequestableLine | null) => void;
  error?: string;
}

/** One contract line: the picker, and the chosen line shown (also when it is not on the current page). */
export function SingleLineField({ session, legend, value, onChange, error }: SingleLineFieldProps) {
  return (
    <>
      <LinePicker session={session} legend={legend} multiple={false} chosen={value ? [value.id] : []} onPick={onChange} error={error} />
      <ChosenLines lines={value ? [{ line: value, quantity: null }] : []} onRemove={() => onChange(null)} />
    </>
  );
}
