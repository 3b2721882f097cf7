import { createAction } from '@reduxjs/toolkit';

/** A call answered 401: the server no longer knows this session (time-out, sign-out elsewhere). */
export const sessionEnded = createAction('session/ended');
