import { CalendarDays, Coins, Mail } from "lucide-react";
import { Link } from "wouter";
import type { PublicUser } from "@common/auth";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatCredits, useCredits } from "@/lib/use-credits";

/** Account details: who is signed in, since when, and the balance with the way to more. */
export function AccountCard({ user }: { user: PublicUser }) {
  const credits = useCredits();
  const joined = new Date(user.createdAt);

  return (
    <Card className="flex flex-col gap-6 p-6 sm:p-7">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-[#e8793a] font-display text-2xl font-bold uppercase text-primary-foreground dark:to-[#ffb36b]"
        >
          {user.username.charAt(0)}
        </span>
        <div className="min-w-0">
          <h2 className="truncate font-display text-2xl font-semibold">{user.username}</h2>
          <p className="text-sm text-muted-foreground">Storyteller</p>
        </div>
      </div>
      <dl className="flex flex-col gap-3 text-sm">
        <div className="flex items-center gap-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Mail aria-hidden="true" className="size-4" />
            <span className="sr-only">Email</span>
          </dt>
          <dd className="min-w-0 truncate">{user.email}</dd>
        </div>
        {!Number.isNaN(joined.getTime()) && (
          <div className="flex items-center gap-3">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <CalendarDays aria-hidden="true" className="size-4" />
              <span className="sr-only">Member since</span>
            </dt>
            <dd>Member since {joined.toLocaleDateString(undefined, { dateStyle: "long" })}</dd>
          </div>
        )}
        <div className="flex items-center gap-3">
          <dt className="flex items-center gap-2 text-muted-foreground">
            <Coins aria-hidden="true" className="size-4" />
            <span className="sr-only">Balance</span>
          </dt>
          <dd className="font-semibold" data-testid="profile-credits">
            {credits.isPending ? <Skeleton className="h-4 w-20" /> : credits.data ? formatCredits(credits.data.credits) : "--"}
          </dd>
        </div>
      </dl>
      <Button asChild variant="accent">
        <Link href="/credits">Get More Credits</Link>
      </Button>
    </Card>
  );
}
