// The words of a list export in English (the fallback): column headers and the labels of coded values.
// Taken from the portal's catalogues where the screen shows the same word, so a file says what the list says.
import type { ExportTexts } from './export-texts';

export const enUS: ExportTexts = {
  headers: {
    contract: 'Contract', status: 'Status', project: 'Project', productCode: 'Product code', product: 'Product',
    fleetNumber: 'Fleet number', quantity: 'Quantity', onRent: 'On rent', expectedOffRent: 'Expected off rent',
    offHired: 'Off hired', rate: 'Rate', ratePeriod: 'Rate period', number: 'Number', type: 'Type',
    date: 'Date', dueDate: 'Due date', amount: 'Amount', currency: 'Currency', offHireReference: 'Off-hire reference',
    concerns: 'Concerns', created: 'Created', createdBy: 'Created by', placed: 'Placed', placedBy: 'Placed by',
    poReference: 'PO reference', start: 'Start date', end: 'End date', lines: 'Lines', total: 'Total',
    id: 'ID', name: 'Name', category: 'Category', serial: 'Serial number', location: 'Location',
    latitude: 'Latitude', longitude: 'Longitude', inspectionDue: 'Inspection due', ownedOrRented: 'Owned or rented',
    archived: 'Archived', firstName: 'First name', lastName: 'Last name', email: 'Email', roles: 'Roles',
    invitedOn: 'Invited on', projectNumber: 'Project number', address: 'Address', poNumber: 'PO number',
    budget: 'Budget', spent: 'Spent', committed: 'Committed', remaining: 'Remaining', jobTitle: 'Function',
    phone: 'Phone', street: 'Street and number', postalCode: 'Postal code', city: 'City', country: 'Country',
    defaultDelivery: 'Default delivery address',
    daysOverdue: 'Days overdue', outstanding: 'Outstanding', notDue: 'Not due', days1to30: '1–30 days', days31to60: '31–60 days', days61to90: '61–90 days', daysOver90: 'Over 90 days',
    costToDate: 'Cost to date', nextInvoiceDate: 'Next invoice', nextInvoiceAmount: 'Next invoice amount',
  },
  codes: {
    contractStatus: { open: 'Open', partly_off_hired: 'Partly off-hired', closed: 'Closed' },
    ratePeriod: { day: 'per day', week: 'per week', four_weeks: 'per 4 weeks' },
    documentType: { invoice: 'Invoice', credit_note: 'Credit note', delivery_note: 'Delivery note' },
    documentStatus: { open: 'Open', paid: 'Paid', overdue: 'Overdue' },
    requestType: { off_hire: 'Stop rental (off-hire)', extension: 'Extend rental', breakdown: 'Breakdown', damage: 'Damage', invoice_query: 'Question about an invoice', other: 'Other' },
    requestStatus: { submitted: 'Submitted', in_progress: 'In progress', done: 'Done', rejected: 'Rejected' },
    orderStatus: { submitted: 'Submitted', awaiting_approval: 'Awaiting approval', confirmed: 'Confirmed', delivered: 'Delivered', closed: 'Closed', cancelled: 'Cancelled', rejected: 'Rejected' },
    memberStatus: { invited: 'Invited', active: 'Active', deactivated: 'Deactivated' },
    ownership: { owned: 'Owned', rented: 'Rented' },
  },
  yes: 'Yes',
  no: 'No',
};
