import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DATE_DISPLAY, type DateDisplay } from '@pathdesk/contracts';

/** How the app writes things, read by the shell and every remote. */
export interface PreferencesState {
  /** The lab's date format and era (lab settings, served in the shell config). */
  dateDisplay: DateDisplay;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: { dateDisplay: DEFAULT_DATE_DISPLAY } as PreferencesState,
  reducers: {
    setDateDisplay(state, action: PayloadAction<DateDisplay>) {
      state.dateDisplay = action.payload;
    },
  },
  selectors: {
    selectDateDisplay: (state) => state.dateDisplay,
  },
});

export const { setDateDisplay } = preferencesSlice.actions;
export const { selectDateDisplay } = preferencesSlice.selectors;
