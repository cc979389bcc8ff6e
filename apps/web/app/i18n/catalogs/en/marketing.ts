/** Words of the marketing pages' shared parts (components/marketing). */
const marketing = {
  rolesWeFill: 'Roles we fill',
  browseJobs: 'Browse Jobs',
};

export default marketing;
