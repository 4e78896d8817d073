// Public surface of the addresses' calls (re-exported by the library's index).
export { addressListQuery, fetchAddresses, useAddresses } from './address-list';
export { exportAddresses, useExportAddresses } from './addresses-export';
export { createAddress, createAddressMutation, useCreateAddress } from './create-address';
export { updateAddress, updateAddressMutation, useUpdateAddress } from './update-address';
export { archiveAddress, archiveAddressMutation, useArchiveAddress } from './archive-address';
export { addressOptionsQuery, fetchAddressOptions, useAddressOptions } from './address-options';
