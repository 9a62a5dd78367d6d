import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'

/** Test helper: opens the styled Select named `name` (its combobox) and clicks the option `option`. */
export async function chooseOption(name: string | RegExp, option: string | RegExp): Promise<void> {
  await userEvent.click(screen.getByRole('combobox', { name }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}
