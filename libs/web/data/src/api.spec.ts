import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fetchMock, jsonResponse } from '@pathdesk/testing/fetch';
import { api, apiErrorMessage } from './api';
import { makeStore } from './store';

describe('apiErrorMessage', () => {
  it('gives the reason from an API error body', () => {
    const error: FetchBaseQueryError = {
      status: 409,
      data: { statusCode: 409, error: 'Conflict', message: 'Case number S25-001 is already used.' },
    };

    expect(apiErrorMessage(error)).toBe('Case number S25-001 is already used.');
  });

  it('explains a server that cannot be reached', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe('The server cannot be reached. Check the connection and try again.');
  });

  it('explains a timeout', () => {
    expect(apiErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe('The server took too long to answer.');
  });

  it('names the HTTP status of an answer that is not JSON', () => {
    expect(apiErrorMessage({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' })).toBe(
      'Unexpected answer from the server (502).',
    );
  });

  it('names a plain numeric status without a body', () => {
    expect(apiErrorMessage({ status: 404, data: undefined })).toBe('Request failed (404).');
    expect(apiErrorMessage({ status: 500, data: 'Internal Server Error' })).toBe('Request failed (500).');
  });

  it('passes on a custom error', () => {
    expect(apiErrorMessage({ status: 'CUSTOM_ERROR', error: 'The report is locked.' })).toBe('The report is locked.');
  });

  it('gives the message of a SerializedError', () => {
    const error: SerializedError = { name: 'Error', message: 'Something broke in the reducer' };

    expect(apiErrorMessage(error)).toBe('Something broke in the reducer');
  });

  it('falls back to "Unknown error" with nothing to say', () => {
    expect(apiErrorMessage(undefined)).toBe('Unknown error');
    expect(apiErrorMessage({ name: 'Error' })).toBe('Unknown error');
  });

  it("reads the server's message from a failed query", async () => {
    const failingApi = api.injectEndpoints({
      endpoints: (build) => ({ apiSpecFailing: build.query<unknown, void>({ query: () => '/api-spec-failing' }) }),
      overrideExisting: 'throw',
    });
    fetchMock.mockResolvedValue(jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Only pathologists may sign out cases.' }, 403));
    const store = makeStore();

    const result = await store.dispatch(failingApi.endpoints.apiSpecFailing.initiate());

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(apiErrorMessage(result.error)).toBe('Only pathologists may sign out cases.');
  });
});
