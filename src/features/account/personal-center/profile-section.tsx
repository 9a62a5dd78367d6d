import * as React from 'react'
import type { AccountInformation } from '@/domain/account/schemas'
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES } from '@/domain/account/schemas'
import { ACCOUNT_MESSAGES, clean, isValidUserName } from '@/domain/account/validation'
import { Button } from '@/components/ui/button'
import {
  AccountForm,
  Field,
  MessageLine,
  SubmitButton,
  useFormState,
} from '../components/form-parts'
import {
  editAccountInformation,
  notifier,
  updateStoredUser,
  uploadImage,
} from '../hooks/account-calls'
import { failureMessage } from '../hooks/failure-message'
import { Section } from './section'

export const AVATAR_TYPE_MESSAGE = '请选择PNG、JPG、GIF或WebP格式的图片'
export const AVATAR_SIZE_MESSAGE = '文件过大，图片不能超过5MB'

/** Change user name and avatar (upload, then EditAccount_Information); both update the header. */
export function ProfileSection({
  userName,
  disabled,
  onChanged,
}: {
  userName: string
  disabled: boolean
  onChanged: (patch: Partial<AccountInformation>) => void
}) {
  const [name, setName] = React.useState(userName)
  const { message, setMessage, busy, run, edit } = useFormState()
  const fileRef = React.useRef<HTMLInputElement>(null)

  React.useEffect(() => setName(userName), [userName])

  function saveName() {
    if (busy || disabled) return
    if (!isValidUserName(name)) return setMessage(ACCOUNT_MESSAGES.userNameRule)
    const UserName = clean(name)
    void run(async () => {
      const answer = await editAccountInformation({ UserName })
      if (!answer.ok) return setMessage(answer.message)
      updateStoredUser({ userName: UserName })
      onChanged({ UserName })
      notifier().toast('用户名已修改', { kind: 'success' })
    }, failureMessage)
  }

  function upload(file: File) {
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
      return setMessage(AVATAR_TYPE_MESSAGE)
    if (file.size > UPLOAD_IMAGE_MAX_BYTES) return setMessage(AVATAR_SIZE_MESSAGE)
    setMessage(null)
    void run(async () => {
      const uploaded = await uploadImage(file)
      if (!uploaded.ok) return setMessage(uploaded.message)
      const saved = await editAccountInformation({ HeadPic: uploaded.data }, '头像保存失败')
      if (!saved.ok) return setMessage(saved.message)
      updateStoredUser({ avatar: uploaded.data })
      onChanged({ HeadPic: uploaded.data })
      notifier().toast('头像已更新', { kind: 'success' })
    }, failureMessage)
  }

  const unchanged = clean(name) === clean(userName)
  return (
    <Section title="修改用户名和头像">
      <AccountForm
        submit={saveName}
        label="修改用户名"
        className="grid-cols-[1fr_auto] items-center"
      >
        <Field
          label="用户名"
          placeholder="请输入新的用户名"
          value={name}
          disabled={disabled}
          onValue={edit(setName)}
        />
        <SubmitButton
          disabled={disabled || busy || unchanged || clean(name) === '' || message !== null}
        >
          保存
        </SubmitButton>
      </AccountForm>
      <div className="flex items-center gap-3">
        <input
          ref={fileRef}
          type="file"
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          aria-label="选择头像图片"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0]
            e.target.value = ''
            if (file) upload(file)
          }}
        />
        <Button
          variant="outline"
          disabled={disabled || busy}
          onClick={() => fileRef.current?.click()}
        >
          更换头像
        </Button>
        <span className="text-xs text-muted-foreground">PNG、JPG、GIF或WebP，不超过5MB</span>
      </div>
      <MessageLine message={message} />
    </Section>
  )
}
