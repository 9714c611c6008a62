import type { ComponentType, SVGProps } from "react";
import { Globe } from "lucide-react";
import type { ShowcasePlatform } from "@common/showcase";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from "@/components/brand-icons";

type PlatformStyle = { label: string; className: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

/**
 * Platform badges (content.md §9) in each brand's colour, darkened or given dark text where the brand colour would
 * not reach 4.5:1 against its label.
 */
export const PLATFORM_STYLES: Record<ShowcasePlatform, PlatformStyle> = {
  tiktok: {
    label: "TikTok",
    className: "bg-[#111111] text-white shadow-[inset_2px_0_0_#25f4ee,inset_-2px_0_0_#fe2c55] dark:ring-1 dark:ring-white/20",
    icon: TikTokIcon,
  },
  instagram: { label: "Instagram", className: "bg-gradient-to-r from-[#c13584] to-[#833ab4] text-white", icon: InstagramIcon },
  youtube: { label: "YouTube", className: "bg-[#cc0000] text-white", icon: YouTubeIcon },
  facebook: { label: "Facebook", className: "bg-[#1565d8] text-white", icon: FacebookIcon },
  linkedin: { label: "LinkedIn", className: "bg-[#0a66c2] text-white", icon: LinkedInIcon },
  twitter: { label: "Twitter", className: "bg-[#1d9bf0] text-[#0f1419]", icon: XIcon },
  general: { label: "General", className: "bg-secondary text-secondary-foreground ring-1 ring-border", icon: Globe },
};
