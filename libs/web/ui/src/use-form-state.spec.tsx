import { act, renderHook } from '@testing-library/react';
import { useFormState, type Validator } from './use-form-state';

const initial = { name: '', code: '', active: true };

/** A validator like a zod schema's: names must be given. */
const nameRequired: Validator<{ name: string }> = {
  safeParse: (value) => {
    const name = (value as { name: string }).name;
    return name ? { success: true, data: { name } } : { success: false, error: { issues: [{ path: ['name'], message: 'is required' }] } };
  },
};

describe('useFormState', () => {
  it('starts from the initial values (or their factory) with no errors', () => {
    const { result } = renderHook(() => useFormState(() => initial));

    expect(result.current.values).toEqual(initial);
    expect(result.current.errors).toEqual({});
  });

  it("sets a field and clears that field's error only", () => {
    const { result } = renderHook(() => useFormState(initial));
    act(() => result.current.setErrors({ name: 'is required', code: 'is taken' }));

    act(() => result.current.set('name', 'Siriraj'));

    expect(result.current.values).toEqual({ ...initial, name: 'Siriraj' });
    expect(result.current.errors).toEqual({ code: 'is taken' });
  });

  it('patches several fields at once, clearing their errors', () => {
    const { result } = renderHook(() => useFormState(initial));
    act(() => result.current.setErrors({ name: 'is required', code: 'is taken', other: 'stays' }));

    act(() => result.current.patch({ name: 'Siriraj', code: 'H001' }));

    expect(result.current.values).toEqual({ name: 'Siriraj', code: 'H001', active: true });
    expect(result.current.errors).toEqual({ other: 'stays' });
  });

  it("puts a schema's reasons on the fields and gives nothing when invalid", () => {
    const { result } = renderHook(() => useFormState(initial));
    let parsed: { name: string } | undefined;

    act(() => {
      parsed = result.current.validate(nameRequired, result.current.values);
    });

    expect(parsed).toBeUndefined();
    expect(result.current.errors).toEqual({ name: 'is required' });
  });

  it('gives the parsed value when valid, leaving the errors alone', () => {
    const { result } = renderHook(() => useFormState({ ...initial, name: 'Siriraj' }));

    expect(result.current.validate(nameRequired, result.current.values)).toEqual({ name: 'Siriraj' });
    expect(result.current.errors).toEqual({});
  });

  it('replaces all values with setValues', () => {
    const { result } = renderHook(() => useFormState(initial));
    act(() => result.current.set('name', 'typed'));

    act(() => result.current.setValues(initial));

    expect(result.current.values).toEqual(initial);
  });
});
