// The account feature's public surface: the root layout mounts <LoginDialog />, the
// /Page/personalCenter route renders <PersonalCenter />.
export { LoginDialog } from './components/login-dialog'
export { SliderCaptcha } from './components/slider-captcha'
export { PersonalCenter } from './personal-center/personal-center'
