import type { ComponentType, SVGProps } from "react";
import { Globe } from "lucide-react";
import type { ShowcasePlatform } from "@common/showcase";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TikTokIcon, XIcon, YouTubeIcon } from "@/components/brand-icons";

/** `brand`: the platform's own name, never translated; null for "general", whose name is in the catalogue. */
type PlatformStyle = { brand: string | null; className: string; icon: ComponentType<SVGProps<SVGSVGElement>> };

/**
 * Platform badges (content.md §9) in each brand's colour, darkened or given dark text where the brand colour would
 * not reach 4.5:1 against its label.
 */
export const PLATFORM_STYLES: Record<ShowcasePlatform, PlatformStyle> = {
  tiktok: {
    brand: "TikTok",
    className:
      "bg-[#111111] text-white shadow-[inset_2px_0_0_#25f4ee,inset_-2px_0_0_#fe2c55] dark:ring-1 dark:ring-white/20",
    icon: TikTokIcon,
  },
  instagram: {
    brand: "Instagram",
    className: "bg-gradient-to-r from-[#c13584] to-[#833ab4] text-white",
    icon: InstagramIcon,
  },
  youtube: { brand: "YouTube", className: "bg-[#cc0000] text-white", icon: YouTubeIcon },
  facebook: { brand: "Facebook", className: "bg-[#1565d8] text-white", icon: FacebookIcon },
  linkedin: { brand: "LinkedIn", className: "bg-[#0a66c2] text-white", icon: LinkedInIcon },
  twitter: { brand: "Twitter", className: "bg-[#1d9bf0] text-[#0f1419]", icon: XIcon },
  general: { brand: null, className: "bg-secondary text-secondary-foreground ring-1 ring-border", icon: Globe },
};
