// What is still on rent of a contract line, as SQL text: the request service's pickers and checks
// and the overview's contract detail read the same definition. `l` is a contract_lines row, `c`
// its contract. Off-hire requests that were not rejected stop their quantity at once (the rental
// company has not collected yet, but the customer must not stop the same unit twice).

/** Units of line `l` that off-hire requests (not rejected) stop. */
export const STOPPED_UNITS = `(SELECT coalesce(sum(rl.quantity), 0)::int FROM request_lines rl JOIN requests r ON r.id = rl.request_id
    WHERE rl.contract_line_id = l.id AND r.type = 'off_hire' AND r.status <> 'rejected')`;

/** A line is open while it has no actual off-hire date and its contract is not closed. */
export const LINE_IS_OPEN = `(l.actual_off_hire_date IS NULL AND c.status <> 'closed')`;

/** Quantity minus what is stopped; 0 for a line that is not open. */
export const ON_RENT_QUANTITY = `(CASE WHEN ${LINE_IS_OPEN} THEN greatest(0, l.quantity - ${STOPPED_UNITS}) ELSE 0 END)`;

/** The latest off-hire request (not rejected) of line `l` as JSON {date, quantity, reference}, or null. */
export const LATEST_OFF_HIRE = `(SELECT json_build_object('date', coalesce(r.off_hire_date, r.created_at::date)::text, 'quantity', sum(rl.quantity)::int, 'reference', coalesce(r.reference, r.number))
    FROM request_lines rl JOIN requests r ON r.id = rl.request_id
    WHERE rl.contract_line_id = l.id AND r.type = 'off_hire' AND r.status <> 'rejected'
    GROUP BY r.id ORDER BY r.created_at DESC, r.id DESC LIMIT 1)`;

export interface OffHire {
  date: string;
  quantity: number;
  reference: string;
}
