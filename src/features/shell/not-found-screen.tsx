import { Link } from '@tanstack/react-router'
import { FileQuestion } from 'lucide-react'
import { EmptyState } from '@/components/empty-state'
import { Button } from '@/components/ui/button'

export function NotFoundScreen() {
  return (
    <div className="p-6">
      <EmptyState
        level={1}
        icon={<FileQuestion />}
        title="页面不存在"
        description="你访问的地址不存在或已被移除，请检查链接，或从首页重新进入。"
        actions={
          <Button asChild>
            <Link to="/newIndex">返回首页</Link>
          </Button>
        }
      />
    </div>
  )
}
