import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "@/components/ui/button-link";
import { useUser } from "@/lib/use-user";
import { AccountCard } from "../components/account-card";
import { DeleteAccount } from "../components/delete-account";
import { UploadList } from "../components/upload-list";
import { VideoList } from "../components/video-list";

/** /profile: account details and the user's videos, each opening in the player. */
export function ProfilePage() {
  const { user } = useUser();
  const { t } = useTranslation("profile");
  // The route guard only renders this page for a signed-in user.
  if (!user) return null;

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">{t("title")}</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:items-start">
        <AccountCard user={user} />
        <div className="flex min-w-0 flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="font-display text-2xl font-semibold">{t("videosTitle")}</h2>
            <ButtonLink href="/dashboard" variant="outline" size="sm">
              <Plus aria-hidden="true" />
              {t("newVideo")}
            </ButtonLink>
          </div>
          <VideoList />
          <h2 className="mt-6 font-display text-2xl font-semibold">{t("uploadsTitle")}</h2>
          <UploadList />
          <div className="mt-6">
            <DeleteAccount />
          </div>
        </div>
      </div>
    </section>
  );
}
