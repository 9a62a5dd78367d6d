export const DEFAULT_AVATAR = '/default-avatar.svg'

/** The user's avatar, or the default picture when none is set or the stored one fails to load. */
export function AvatarImage({ src }: { src: string | null }) {
  return (
    <img
      src={src || DEFAULT_AVATAR}
      alt="头像"
      width={32}
      height={32}
      className="size-8 rounded-full border object-cover"
      onError={(e) => {
        if (!e.currentTarget.src.endsWith(DEFAULT_AVATAR)) e.currentTarget.src = DEFAULT_AVATAR
      }}
    />
  )
}
