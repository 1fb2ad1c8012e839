/**
 * The ids and states a Field gives its control (label, error, required). Apart from
 * form-control.tsx, which picks a control by type, so that the controls need not import it back.
 */
export type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string; "aria-required"?: boolean };
