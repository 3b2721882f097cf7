import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export interface Notification {
  id: string;
  severity: 'success' | 'info' | 'warn' | 'error';
  summary: string;
  detail?: string;
  /** Milliseconds; the toast area's default (3000) when absent. */
  life?: number;
}

/**
 * Toasts requested by any remote; the shell's one toast area shows and then dismisses them.
 * Going through the shared store keeps remotes free of the shell's components.
 */
export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: [] as Notification[],
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<Notification>) {
        state.push(action.payload);
      },
      prepare(notification: Omit<Notification, 'id'>) {
        return { payload: { ...notification, id: nanoid() } };
      },
    },
    dismissNotification(state, action: PayloadAction<string>) {
      return state.filter((n) => n.id !== action.payload);
    },
  },
});

export const { notify, dismissNotification } = notificationsSlice.actions;
