import { PenSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useUser } from "@/lib/use-user";

/** "Create Post": the form for a member, log in for a guest. */
export function CreatePostLink({ className }: { className?: string }) {
  const { t } = useTranslation("community");
  const { user } = useUser();
  return (
    <Button asChild size="lg" className={className}>
      <Link href={user ? "/community/create" : "/auth"}>
        <PenSquare aria-hidden="true" />
        {t("createPost")}
      </Link>
    </Button>
  );
}
