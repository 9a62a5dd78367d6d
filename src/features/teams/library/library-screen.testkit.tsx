import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithRouter } from '@/components/testing/render-with-router'
import { sessionStore } from '@/data/state/app-state'
import { TeamCenter } from '../team-center'
import { LI } from './library.testkit'

/** The team centre's library and review tabs as a user drives them (library*.test.tsx). */

export const asMember = () =>
  sessionStore.set({ token: 'tok', userId: LI, userName: '李四', avatar: null })
export async function openTab(name: '文件库' | '审核') {
  const user = userEvent.setup()
  await renderWithRouter(<TeamCenter />)
  await user.click(await screen.findByRole('tab', { name }))
  return user
}
export const fileRow = (name: string) => screen.findByRole('row', { name: `文件 ${name}` })
export async function menu(user: ReturnType<typeof userEvent.setup>, file: string) {
  await user.click(await screen.findByRole('button', { name: `操作：${file}` }))
  return (await screen.findByRole('menu')).querySelectorAll('[role="menuitem"]')
}
export async function pick(user: ReturnType<typeof userEvent.setup>, file: string, item: string) {
  await menu(user, file)
  await user.click(await screen.findByRole('menuitem', { name: item }))
}
