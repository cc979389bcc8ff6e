import type en from '../en/marketing';
import type { SectionOf } from '../../catalog';

/** Words of the marketing pages' shared parts (components/marketing). */
const marketing: SectionOf<typeof en> = {
  rolesWeFill: 'وظائف نشغلها',
  browseJobs: 'تصفَّح الوظائف',
};

export default marketing;
