// The words of a list export in fr-BE: column headers and the labels of coded values.
// Taken from the portal's catalogues where the screen shows the same word, so a file says what the list says.
import type { ExportTexts } from './export-texts';

export const frBE: ExportTexts = {
  headers: {
    contract: 'Contrat', status: 'Statut', project: 'Projet', productCode: 'Code produit', product: 'Produit',
    fleetNumber: 'Numéro de flotte', quantity: 'Quantité', onRent: 'Début de location', expectedOffRent: 'Fin de location prévue',
    offHired: 'Fin de location le', rate: 'Tarif', ratePeriod: 'Période du tarif', number: 'Numéro',
    type: 'Type', date: 'Date', dueDate: 'Date d\'échéance', amount: 'Montant', currency: 'Devise',
    offHireReference: 'Référence de fin de location', concerns: 'Concerne', created: 'Créée', createdBy: 'Créée par',
    placed: 'Passée', placedBy: 'Passée par', poReference: 'Référence de bon de commande', start: 'Date de début',
    end: 'Date de fin', lines: 'Lignes', total: 'Total', id: 'ID', name: 'Nom', category: 'Catégorie',
    serial: 'Numéro de série', location: 'Emplacement', latitude: 'Latitude', longitude: 'Longitude',
    inspectionDue: 'Échéance de l\'inspection', ownedOrRented: 'Propriété ou location', archived: 'Archivé',
    firstName: 'Prénom', lastName: 'Nom de famille', email: 'E-mail', roles: 'Rôles', invitedOn: 'Invité le',
    projectNumber: 'Numéro de projet', address: 'Adresse', poNumber: 'Numéro de bon de commande',
    budget: 'Budget', spent: 'Dépensé', committed: 'Engagé', remaining: 'Restant', jobTitle: 'Fonction',
    phone: 'Téléphone', street: 'Rue et numéro', postalCode: 'Code postal', city: 'Localité', country: 'Pays',
    defaultDelivery: 'Adresse de livraison par défaut',
    daysOverdue: 'Jours de retard', outstanding: 'Montant dû', notDue: 'Non échu', days1to30: '1–30 jours', days31to60: '31–60 jours', days61to90: '61–90 jours', daysOver90: 'Plus de 90 jours',
    costToDate: 'Coût à ce jour', nextInvoiceDate: 'Prochaine facture', nextInvoiceAmount: 'Montant de la prochaine facture',
  },
  codes: {
    contractStatus: { open: 'Ouvert', partly_off_hired: 'Partiellement arrêté', closed: 'Clôturé' },
    ratePeriod: { day: 'par jour', week: 'par semaine', four_weeks: 'par 4 semaines' },
    documentType: { invoice: 'Facture', credit_note: 'Note de crédit', delivery_note: 'Bon de livraison' },
    documentStatus: { open: 'Ouvert', paid: 'Payé', overdue: 'En retard' },
    requestType: { off_hire: 'Arrêter la location', extension: 'Prolonger la location', breakdown: 'Panne', damage: 'Dommage', invoice_query: 'Question sur une facture', other: 'Autre' },
    requestStatus: { submitted: 'Transmise', in_progress: 'En cours', done: 'Traitée', rejected: 'Refusée' },
    orderStatus: { submitted: 'Transmise', awaiting_approval: 'En attente d\'approbation', confirmed: 'Confirmée', delivered: 'Livrée', closed: 'Clôturé', cancelled: 'Annulée', rejected: 'Refusée' },
    memberStatus: { invited: 'Invité', active: 'Actif', deactivated: 'Désactivé' },
    ownership: { owned: 'En propriété', rented: 'En location' },
  },
  yes: 'Oui',
  no: 'Non',
};
