// What the other settings features may use of the users feature (lint allows nothing else).
export { useChangePasswordMutation } from './users-api';
export { roleLabel, roleSeverity } from './role-labels';
