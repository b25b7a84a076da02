import type { Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * In a face dialog (sign-in, step-up): waits until its live camera says it is on and Take photo is
 * active, then takes the photo. The fake camera of the test browser films the same pattern each time.
 */
export async function takePhotoIn(dialog: Locator): Promise<void> {
  await expect(dialog.getByRole('status').filter({ hasText: 'The camera is on.' })).toBeVisible();
  const take = dialog.getByRole('button', { name: 'Take photo' });
  await expect(take).not.toHaveAttribute('aria-disabled', 'true');
  await take.click();
}
