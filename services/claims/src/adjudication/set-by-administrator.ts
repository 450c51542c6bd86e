/** Matches (`reasons @> ?::jsonb`) a claim whose status an administrator set: re-adjudication leaves it alone. */
export const SET_BY_ADMINISTRATOR = JSON.stringify([{ code: 'setByAdministrator' }]);
