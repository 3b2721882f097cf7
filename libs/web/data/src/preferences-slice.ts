import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_DATE_DISPLAY, type DateDisplay } from '@pathdesk/contracts';

/** How the app writes things, read by the shell and every remote. */
export interface PreferencesState {
  /** The lab's date format and era (lab settings, served in the shell config). */
  dateDisplay: DateDisplay;
}

/**
 * The setting last given to the store, for what writes dates outside React (the API's reasons, which
 * carry days and months as params: api-errors.ts). Components read the store (useDateDisplay).
 */
let lastDateDisplay: DateDisplay = DEFAULT_DATE_DISPLAY;
export const currentDateDisplay = (): DateDisplay => lastDateDisplay;

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: { dateDisplay: DEFAULT_DATE_DISPLAY } as PreferencesState,
  reducers: {
    setDateDisplay: {
      reducer(state, action: PayloadAction<DateDisplay>) {
        state.dateDisplay = action.payload;
      },
      prepare(display: DateDisplay) {
        lastDateDisplay = display;
        return { payload: display };
      },
    },
  },
  selectors: {
    selectDateDisplay: (state) => state.dateDisplay,
  },
});

export const { setDateDisplay } = preferencesSlice.actions;
export const { selectDateDisplay } = preferencesSlice.selectors;
