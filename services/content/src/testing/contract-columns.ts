import type { ContractColumns } from '@portal/testing';

const FOOTER_OFFICE = {
  name: 'benefits_office.name',
  nameFr: 'benefits_office.name_fr',
  address: 'benefits_office.address',
  city: 'benefits_office.city',
  province: 'benefits_office.province',
  postalCode: 'benefits_office.postal_code',
  telephone: 'benefits_office.telephone',
  freephone: 'benefits_office.freephone',
  fax: 'benefits_office.fax',
};

/** Where the strings of the content domain's requests are stored, for the API's contract-columns suite. */
export const contentContractColumns: ContractColumns = {
  'POST /homepage body': { html: 'homepage.html', htmlFr: 'homepage.html_fr' },
  'PUT /homepage/:id body': { html: 'homepage.html', htmlFr: 'homepage.html_fr' },
  'POST /benefitsOffices body': FOOTER_OFFICE,
  'PUT /benefitsOffices/:id body': FOOTER_OFFICE,
  'POST /email body': {
    name: 'contact_message.name',
    email: 'contact_message.email',
    subject: 'contact_message.subject',
    message: 'contact_message.message',
  },
};
