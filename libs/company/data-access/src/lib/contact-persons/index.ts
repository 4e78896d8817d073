// Public surface of the contact persons' calls (re-exported by the library's index).
export { contactPersonListQuery, fetchContactPersons, useContactPersons } from './contact-person-list';
export { exportContactPersons, useExportContactPersons } from './contact-persons-export';
export { createContactPerson, createContactPersonMutation, useCreateContactPerson } from './create-contact-person';
export { updateContactPerson, updateContactPersonMutation, useUpdateContactPerson } from './update-contact-person';
export { archiveContactPerson, archiveContactPersonMutation, useArchiveContactPerson } from './archive-contact-person';
