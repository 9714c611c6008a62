import { CircleHelp, Clapperboard, CreditCard, LifeBuoy, Rocket, Share2 } from "lucide-react";

// The icons content/help/categories.json names, imported one by one: lucide's name map would bring in every icon.
const ICONS = {
  rocket: Rocket,
  "credit-card": CreditCard,
  clapperboard: Clapperboard,
  "share-2": Share2,
  "life-buoy": LifeBuoy,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = name in ICONS ? ICONS[name as keyof typeof ICONS] : CircleHelp;
  return <Icon aria-hidden="true" className={className} />;
}
