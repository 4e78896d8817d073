/** What the member dialog's MultiSelects share: searchable, picked options hidden, the list in a portal, the message read out as an alert. */
export const multiPickProps = (error?: string) =>
  ({ searchable: true, hidePickedOptions: true, comboboxProps: { withinPortal: true }, error, errorProps: { role: 'alert' } }) as const;
