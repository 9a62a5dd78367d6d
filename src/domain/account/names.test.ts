import { describe, expect, it } from 'vitest'
import { looksLikeReserved, nameSkeleton } from './names'

describe('look-alike names', () => {
  it.each([
    ['admin'],
    ['Admin'],
    ['ADMIN'],
    ['admin\u200b'],
    ['ad\u200dmin'],
    ['\ufeffadmin'],
    ['ad\u00admin'],
    ['ad min'],
    ['ａｄｍｉｎ'],
    ['аdmin'],
    ['аdміn'],
    ['ΑDMΙΝ'],
    ['adm1n'],
    ['admln'],
    ['adrnin'],
    ['àdmín'],
    ['ad\u0301min'],
    ['ad\u034fmin\ufe0f'],
    ['\u3164admin'],
  ])('%j passes for the administrator "admin" and is reserved', (name) => {
    expect(looksLikeReserved(name, 'admin')).toBe(true)
  })

  it.each([['administrator'], ['张三'], ['admins'], ['dmin'], ['管理员'], ['adamin']])(
    '%j is a name of its own',
    (name) => {
      expect(looksLikeReserved(name, 'admin')).toBe(false)
    },
  )

  it('reserves look-alikes of whatever ADMIN_USER names', () => {
    expect(looksLikeReserved('ｒｏｏｔ', 'root')).toBe(true)
    expect(looksLikeReserved('гооt', 'root')).toBe(true)
    expect(looksLikeReserved('张工\u200b', '张工')).toBe(true)
  })

  it('keeps Chinese names as they are', () => {
    expect(nameSkeleton('李四')).toBe('李四')
  })
})
