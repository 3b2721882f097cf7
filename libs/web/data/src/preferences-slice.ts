import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How this user wants to read the app, kept by the shell on their browser and read by every remote. */
export interface PreferencesState {
  /** Show years in the Buddhist Era (2568 for 2025), as Thai documents do. */
  buddhistEra: boolean;
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState: { buddhistEra: false } as PreferencesState,
  reducers: {
    setBuddhistEra(state, action: PayloadAction<boolean>) {
      state.buddhistEra = action.payload;
    },
  },
  selectors: {
    selectBuddhistEra: (state) => state.buddhistEra,
  },
});

export const { setBuddhistEra } = preferencesSlice.actions;
export const { selectBuddhistEra } = preferencesSlice.selectors;
