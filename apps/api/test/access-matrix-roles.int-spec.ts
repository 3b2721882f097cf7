// The role × route matrix (issue: sign-in), second half of the routes (see access-matrix.int-spec.ts).
import { matrixApp, matrixPart } from './access-routes.js';
import { checkRoleMatrix } from './role-matrix.js';

describe('role × route matrix (2 of 2)', () => {
  const { clients } = matrixApp();

  checkRoleMatrix(matrixPart(1, 2), clients);
});
