/** mf-superadmin's English strings: the reference the French must match key for key. */
export const en = {
  nav: {
    adminHome: 'Admin Home',
    editPlans: 'Edit Plans',
    editCoverages: 'Edit Coverages',
    providersHomepage: 'Provider\'s Homepage',
  },
  titles: {
    superAdminHome: 'Super Admin Home',
    plans: 'Add / Remove / Update coverage plans',
    coverages: 'Edit coverages',
    editHomepage: 'Edit Provider\'s Homepage',
  },
  pages: {
    superAdminHome: 'As a super administrator you can do everything an administrator does, and also edit plans, coverages and the providers\' home page.',
    drawbridge: 'Drawbridge Plan',
    assignedId: 'Assigned Id',
    noPlans: 'No plans yet',
    noCoverages: 'No coverages yet',
  },
};
