/** What other features may use of clients (their public entry): the path of the staff list. */
export { CLIENTS_PATH } from './rules';
