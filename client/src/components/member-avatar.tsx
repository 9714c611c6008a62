import { cn } from "@/lib/utils";

type MemberAvatarProps = { username: string; profilePicture?: string | null; className?: string };

/** A member's picture, or the first letter of their name; decorative (the name is always written next to it). */
export function MemberAvatar({ username, profilePicture, className }: MemberAvatarProps) {
  if (profilePicture) {
    return (
      <img
        src={profilePicture}
        alt=""
        loading="lazy"
        className={cn("size-10 shrink-0 rounded-full object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        "flex size-10 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-[#e8793a] font-display text-base font-bold uppercase text-primary-foreground dark:to-[#ffb36b]",
        className,
      )}
    >
      {username.charAt(0)}
    </span>
  );
}
