import { dismissNotification, notificationsSlice, notify, type Notification } from './notifications-slice';
import { makeStore } from './store';

describe('notifications slice', () => {
  it('notify adds the notification with a generated id', () => {
    const store = makeStore();

    store.dispatch(notify({ severity: 'success', summary: 'Saved', detail: 'Case S25-001 saved.', life: 5000 }));

    const [added] = store.getState().notifications;
    expect(added).toEqual({
      id: expect.any(String),
      severity: 'success',
      summary: 'Saved',
      detail: 'Case S25-001 saved.',
      life: 5000,
    });
    expect(added.id).not.toBe('');
  });

  it('gives each notification a different id', () => {
    const store = makeStore();

    store.dispatch(notify({ severity: 'info', summary: 'One' }));
    store.dispatch(notify({ severity: 'info', summary: 'Two' }));

    const [one, two] = store.getState().notifications;
    expect(one.id).not.toBe(two.id);
  });

  it('dismissNotification removes only the notification with that id', () => {
    const store = makeStore();
    store.dispatch(notify({ severity: 'info', summary: 'Keep me' }));
    store.dispatch(notify({ severity: 'error', summary: 'Dismiss me' }));
    const dismissed = store.getState().notifications[1];

    store.dispatch(dismissNotification(dismissed.id));

    expect(store.getState().notifications.map((n) => n.summary)).toEqual(['Keep me']);
  });

  it('ignores a dismissal for an unknown id', () => {
    const state: Notification[] = [{ id: 'a', severity: 'warn', summary: 'Still here' }];

    expect(notificationsSlice.reducer(state, dismissNotification('missing'))).toEqual(state);
  });
});
