import * as React from 'react'
import { ChevronLeft } from 'lucide-react'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { type LoginMode, loginDialogStore } from '@/data/state/app-state'
import { useStore } from '@/data/state/store'
import { CodeLoginForm, PasswordLoginForm } from './login-forms'
import { RegisterForm } from './register-form'
import { type ResetStep, ResetPasswordForm } from './reset-password-form'

export const DIALOG_TITLE = '智能清单'
export const BACK_TO_LOGIN = '返回登录'

const SUBTITLES: Record<3 | 4, string> = { 3: '注册新账号', 4: '找回密码' }

function go(mode: LoginMode): void {
  loginDialogStore.set({ open: true, mode })
}

/**
 * The login dialog of SPEC §2/§4, opened by setting loginDialogStore {open, mode} (登录 → 1,
 * 注册 → 3). Modes 1/2 are titled 智能清单; the sub-screens 3/4 carry 返回登录 instead, which goes
 * from register to login, from reset step 2 to step 1 and from step 1 to login. Closing resets
 * it to mode 1 (the content unmounts, so every field starts empty next time).
 */
export function LoginDialog() {
  const { open, mode } = useStore(loginDialogStore)
  // The phone just registered or reset, carried into the password login (the body remounts).
  const [handedPhone, setHandedPhone] = React.useState('')
  // A login ends with the 登录成功！ toast and, 1 s later, a reload: load the toaster's code while
  // the user types, so the toast is on screen before the page goes (it is a lazy host).
  React.useEffect(() => {
    if (open) void import('@/components/ui/toaster')
  }, [open])
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return
        setHandedPhone('')
        loginDialogStore.set({ open: false, mode: 1 })
      }}
    >
      <DialogContent className="sm:max-w-md" aria-describedby={undefined}>
        <LoginDialogBody
          key={mode}
          mode={mode}
          handedPhone={handedPhone}
          onHandOver={setHandedPhone}
        />
      </DialogContent>
    </Dialog>
  )
}

function LoginDialogBody({
  mode,
  handedPhone,
  onHandOver,
}: {
  mode: LoginMode
  handedPhone: string
  onHandOver: (phone: string) => void
}) {
  const [resetStep, setResetStep] = React.useState<ResetStep>(1)

  function back() {
    if (mode === 4 && resetStep === 2) setResetStep(1)
    else go(1)
  }

  function toLogin(phone: string) {
    onHandOver(phone)
    go(1)
  }

  return (
    <>
      <DialogHeader>
        {mode === 1 || mode === 2 ? (
          <DialogTitle className="text-center text-xl">{DIALOG_TITLE}</DialogTitle>
        ) : (
          <DialogTitle asChild>
            <h2>
              <button
                type="button"
                onClick={back}
                className="inline-flex items-center gap-1 rounded-sm text-base font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                <ChevronLeft aria-hidden className="size-4" />
                {BACK_TO_LOGIN}
              </button>
            </h2>
          </DialogTitle>
        )}
        {(mode === 3 || mode === 4) && (
          <p className="text-center text-sm text-muted-foreground">{SUBTITLES[mode]}</p>
        )}
      </DialogHeader>
      {mode === 1 && <PasswordLoginForm go={go} initialPhone={handedPhone} />}
      {mode === 2 && <CodeLoginForm go={go} />}
      {mode === 3 && <RegisterForm onRegistered={toLogin} />}
      {mode === 4 && <ResetPasswordForm step={resetStep} onStep={setResetStep} onDone={toLogin} />}
    </>
  )
}
