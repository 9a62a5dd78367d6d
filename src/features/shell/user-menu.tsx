import { LogOut, Settings, User, Users } from 'lucide-react'
import { ADMIN_URL, ADMIN_USER } from '@/lib/site'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { AvatarImage } from './avatar-image'

export interface UserMenuProps {
  userName: string
  avatar: string | null
  onLogout: () => void
}

/**
 * The logged-in user's avatar and menu; 个人中心 and 团队中心 open in a new tab (SPEC §2); the
 * administrator also finds 后台管理 here (the page an administrator lands on after login).
 */
export function UserMenu({ userName, avatar, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          aria-label="用户菜单"
          className="flex items-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <AvatarImage src={avatar} />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuLabel className="truncate">您好，{userName}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => window.open('/Page/personalCenter', '_blank')}>
          <User aria-hidden />
          个人中心
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => window.open('/MyData/teamCenter', '_blank')}>
          <Users aria-hidden />
          团队中心
        </DropdownMenuItem>
        {userName === ADMIN_USER && (
          <DropdownMenuItem asChild>
            <a href={ADMIN_URL}>
              <Settings aria-hidden />
              后台管理
            </a>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => onLogout()}>
          <LogOut aria-hidden />
          退出登录
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
