import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'
import { LAZY_LAYOUT } from '@/lib/lazy-layout'
import { APP_VERSION, SUPPORT_EMAIL, SUPPORT_PHONE } from '@/lib/site'

/**
 * The page foot every screen ends with: help, contact, agreement, privacy, 测试页 (this device's
 * offline data and the connection check, the page support asks for) and the version.
 */
export function SiteFooter() {
  // At least 24 px tall (WCAG 2.5.8 target size): the wrapped lines of a phone-wide footer are
  // only 4 px apart.
  const link = 'inline-flex min-h-6 items-center hover:text-foreground hover:underline'
  return (
    // Usually below the fold: laid out when scrolled near.
    <footer
      className={cn(
        LAZY_LAYOUT,
        '[contain-intrinsic-size:auto_64px]',
        'mt-auto border-t px-6 py-3 text-xs text-muted-foreground',
      )}
    >
      <nav aria-label="页脚" className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
        <Link to="/help" className={link}>
          帮助中心
        </Link>
        <span className="inline-flex items-center">
          联系我们：
          <a href={`tel:${SUPPORT_PHONE}`} className={link}>
            {SUPPORT_PHONE}
          </a>
          <span aria-hidden="true">&nbsp;·&nbsp;</span>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={link}>
            {SUPPORT_EMAIL}
          </a>
        </span>
        <Link to="/agreement" className={link}>
          用户协议
        </Link>
        <Link to="/privacy" className={link}>
          隐私政策
        </Link>
        <Link to="/MyData/test" className={link} title="本机离线数据、待同步的修改与接口连通情况">
          测试页
        </Link>
        <span>版本 {APP_VERSION}</span>
        <span>© {new Date().getFullYear()} 智能清单</span>
      </nav>
    </footer>
  )
}
