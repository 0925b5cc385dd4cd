import type { UserDto } from '@common/auth';
import { describe, expect, it } from 'vitest';
import {
  browserForThisFile,
  openPage,
  readStorage,
  saveScreenshot,
  userMenuButton,
  waitForToast,
} from './browser';

const browser = browserForThisFile();

describe('demo mode', () => {
  it('starts from "Continue to Demo", shows Demo User, and survives a reload without asking the server who the user is', async () => {
    const { page, context, problems } = await openPage(browser());
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue to Demo' }).click();

    await page.waitForURL('**/dashboard');
    expect(await waitForToast(page, 'Demo Access Granted')).toContain("You're now in demo mode");
    await expect(userMenuButton(page).textContent()).resolves.toContain('Demo User');
    // The upload panel names the demo's own limits, not the product's 200 MB.
    await page
      .getByText('The demo takes files up to 2MB, weeks of up to 10,000 cases, 3 weeks in all.')
      .waitFor();
    await saveScreenshot(page, 'dashboard-demo');

    const token = await readStorage(page, 'auth_token');
    expect(token).toMatch(/^demo_/);
    const demoUser = JSON.parse((await readStorage(page, 'demo_user')) ?? 'null') as UserDto | null;
    expect(demoUser).toMatchObject({
      firstName: 'Demo',
      lastName: 'User',
      organization: 'Demo',
      defaultState: 'utah',
      isDemo: true,
      isAdmin: false,
    });

    const meCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/me') meCalls.push(request.url());
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Utah Court Filings' }).waitFor();
    await expect(userMenuButton(page).textContent()).resolves.toContain('Demo User');
    expect(meCalls).toEqual([]);

    // Signing out of the demo forgets both the token and the demo user.
    await userMenuButton(page).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    expect(await readStorage(page, 'auth_token')).toBeNull();
    expect(await readStorage(page, 'demo_user')).toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });
});
