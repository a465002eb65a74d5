import { expect, test as setup } from '@playwright/test';
import { AUTO_LOGIN, savedSessionPath } from './fixtures/session';

// Runs before the journeys (playwright.config.ts): each allow-listed account logs in once
// through the auto-login door, and the journeys start from its saved session instead of
// logging in again. The login journeys themselves still go through the UI.
for (const [name, phone] of Object.entries(AUTO_LOGIN)) {
  setup(`the ${name} account logs in once for the run`, async ({ page }) => {
    await page.goto(`/zsai/login?account=${phone}&redirect=%2Fhome`);
    await expect(page).toHaveURL(/\/zsai\/home$/);
    await expect(page.getByTestId('user-name')).toBeVisible();
    await page.context().storageState({ path: savedSessionPath(phone) });
  });
}
