import { Provider, useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store.js';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/**
 * The store's provider. Redux is the platform's own (issue 33.2): nothing but this lib imports
 * react-redux or @reduxjs/toolkit (lint), so every app holds the one store through the one copy.
 */
export const StoreProvider = Provider;
