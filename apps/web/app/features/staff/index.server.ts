/**
 * What other features' server modules may use of the staff feature (its public server entry): the job owners and the
 * staff member's time zone and the zones to choose from (docs/022-the-team.md "Ownership, routing and time zones").
 */
export { listJobOwners, staffTimeZone } from './profile.server';
export { timeZoneChoices } from './account.server';
