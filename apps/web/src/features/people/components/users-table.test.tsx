import '../../../test/dom-polyfills';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AdminUsersStore } from '../stores/admin-users.store';
import { aUser, FakePeopleApi } from '../testing/fake-people-api';
import { UsersTable } from './users-table';

// The dialog and the toast load antd's feedback code on first use.
const slow = { timeout: 10_000 };

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.closest('tbody'));
}

function firstCells(): string[] {
  return bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '');
}

describe('UsersTable', { timeout: 30_000 }, () => {
  let api: FakePeopleApi;
  let store: AdminUsersStore;

  beforeEach(async () => {
    api = new FakePeopleApi();
    api.users = Array.from({ length: 23 }, (_, index) =>
      aUser(index + 1, index === 0 ? { role: 'admin' } : {}),
    );
    store = new AdminUsersStore(api);
    await store.load(1);
  });

  it('shows the current page only, counted, with its place among the pages', () => {
    render(<UsersTable store={store} />);
    expect(screen.getByRole('heading', { name: 'Total Users: 10' })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(firstCells()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
  });

  it('moves between pages with Previous and Next, numbering rows across pages', async () => {
    render(<UsersTable store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3', {}, slow);
    expect(firstCells()[0]).toBe('11');
    expect(screen.getByText('User 11')).toBeTruthy();
    expect(screen.queryByText('User 1')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3', {}, slow);
    expect(firstCells()).toEqual(['21', '22', '23']);
    expect(screen.getByRole('heading', { name: 'Total Users: 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3', {}, slow);
  });

  it('shows Already Added for admins and promotes a user after confirmation', async () => {
    render(<UsersTable store={store} />);
    expect(within(bodyRows()[0]!).getByText('Already Added')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Make User 2 admin' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(dialog.textContent).toContain("Make admin 'User 2'?");
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain("You won't be able to revert this!");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Make Admin!' }));

    expect(await screen.findByText('Successfully Done!', {}, slow)).toBeTruthy();
    await waitFor(
      () => expect(within(bodyRows()[1]!).getByText('Already Added')).toBeTruthy(),
      slow,
    );
    expect(api.users[1]?.role).toBe('admin');
  });

  it('changes nothing when the admin cancels', async () => {
    render(<UsersTable store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Make User 3 admin' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    // Cancel has the focus: Enter pressed by habit changes nothing.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(document.activeElement).toBe(cancel), slow);
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    expect(api.users[2]?.role).toBe('user');
    expect(within(bodyRows()[2]!).getByRole('button', { name: 'Make User 3 admin' })).toBeTruthy();
  });

  it('searches on the server and starts again at the first page', async () => {
    render(<UsersTable store={store} />);
    const search = screen.getByRole('searchbox', { name: 'Search users by name or email' });
    fireEvent.change(search, { target: { value: 'User 2' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    // User 2, User 20 to User 23.
    await screen.findByRole('heading', { name: 'Total Users: 5' }, slow);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(screen.queryByText('User 3')).toBeNull();
  });

  it('suspends a user with a reason after confirmation, then offers to reactivate them', async () => {
    render(<UsersTable store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suspend User 2' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(dialog.textContent).toContain("Suspend 'User 2'");
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('every session they have ends now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Suspend!' }));
    expect(
      await within(dialog).findByText('Give the reason for this decision', {}, slow),
    ).toBeTruthy();
    expect(api.users[1]?.suspended).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Reason (shown to the person)'), {
      target: { value: 'Spam in every review' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Suspend!' }));
    await screen.findByRole('button', { name: 'Reactivate User 2' }, slow);
    expect(within(bodyRows()[1]!).getByText('Suspended')).toBeTruthy();
    expect(api.users[1]?.suspended).toBe(true);
    expect(api.suspensions.get('user-2')).toEqual({
      reason: 'Spam in every review',
      checklist: [],
    });
  });

  it("keeps the dialog open with the server's words when the last admin is demoted", async () => {
    render(<UsersTable store={store} />);
    fireEvent.click(screen.getByRole('button', { name: 'Demote User 1' }));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Demote!' }));
    expect((await within(dialog).findByRole('alert', {}, slow)).textContent).toBe(
      'The last admin cannot be demoted.',
    );
    expect(api.users[0]?.role).toBe('admin');
  });

  it('lets no admin demote themselves', () => {
    render(<UsersTable store={store} selfId="user-1" />);
    expect(within(bodyRows()[0]!).getByText('You')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Demote User 1' })).toBeNull();
  });

  it('shows the placeholder image when there are no users', async () => {
    api.users = [];
    await store.load(1);
    render(<UsersTable store={store} />);
    expect(screen.getByText('No users yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
