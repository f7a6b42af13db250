import { afterEach, expect, it } from 'vitest';
import { postNoticeAfterDialogs } from '../../src/state/notices';
import { store } from '../../src/state/store';

// News that is no answer to what the person did (the offline app is ready) waits for an open
// dialog to close (on a phone the toast covered the simulator's help title) and for the scene to
// go (it covered a work order's zoom buttons).

afterEach(() => {
  store.notices = [];
  document.body.innerHTML = '';
});

const notice = { tone: 'success' as const, title: { key: 'app.offline.ready' as const } };
const mutationsDelivered = () => new Promise((resolve) => setTimeout(resolve, 0));

it('shows at once when no dialog is open', () => {
  postNoticeAfterDialogs(notice);
  expect(store.notices.map((n) => n.title.key)).toEqual(['app.offline.ready']);
});

it('waits while a dialog is open, and shows once the last one has closed', async () => {
  const help = document.createElement('div');
  help.setAttribute('role', 'dialog');
  const alert = document.createElement('div');
  alert.setAttribute('role', 'alertdialog');
  document.body.append(help, alert);
  postNoticeAfterDialogs(notice);
  document.body.append(document.createElement('p'));
  await mutationsDelivered();
  expect(store.notices).toHaveLength(0);
  help.remove();
  await mutationsDelivered();
  expect(store.notices).toHaveLength(0);
  alert.remove();
  await mutationsDelivered();
  expect(store.notices.map((n) => n.title.key)).toEqual(['app.offline.ready']);
  // Once only.
  document.body.append(document.createElement('p'));
  await mutationsDelivered();
  expect(store.notices).toHaveLength(1);
});

it('waits while a scene is on the page, and shows once it has gone', async () => {
  const stage = document.createElement('div');
  stage.setAttribute('data-scene-stage', '');
  document.body.append(stage);
  postNoticeAfterDialogs(notice);
  await mutationsDelivered();
  expect(store.notices).toHaveLength(0);
  stage.remove();
  await mutationsDelivered();
  expect(store.notices.map((n) => n.title.key)).toEqual(['app.offline.ready']);
});
