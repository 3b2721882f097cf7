import { focusOnShow } from './focus-on-show';

const dialog = () => {
  document.body.innerHTML = `
    <div role="dialog">
      <button id="close">×</button>
      <textarea id="text"></textarea>
      <input id="password" type="password" />
      <div class="p-hidden-accessible"><input id="dropdown-focus" /></div>
    </div>
    <input id="outside" />`;
};

describe('focusOnShow', () => {
  beforeEach(dialog);

  it('moves the focus from the dialog’s close button (where its focus trap puts it) to the field', () => {
    document.getElementById('close')!.focus();
    focusOnShow('text')();
    expect(document.activeElement?.id).toBe('text');
  });

  it('leaves the focus in another field of the dialog the user is typing in', () => {
    document.getElementById('password')!.focus();
    focusOnShow('text')();
    expect(document.activeElement?.id).toBe('password');
  });

  it('moves it from a dropdown’s hidden input or from outside the dialog', () => {
    document.getElementById('dropdown-focus')!.focus();
    focusOnShow('text')();
    expect(document.activeElement?.id).toBe('text');
    document.getElementById('outside')!.focus();
    focusOnShow('text')();
    expect(document.activeElement?.id).toBe('text');
  });
});
