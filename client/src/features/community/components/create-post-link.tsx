import { PenSquare } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "@/components/ui/button-link";
import { useUser } from "@/lib/use-user";

/** "Create Post": the form for a member, log in for a guest. */
export function CreatePostLink({ className }: { className?: string }) {
  const { t } = useTranslation("community");
  const { user } = useUser();
  return (
    <ButtonLink href={user ? "/community/create" : "/auth"} size="lg" className={className}>
      <PenSquare aria-hidden="true" />
      {t("createPost")}
    </ButtonLink>
  );
}
