import { Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuth } from "@/data/account/auth-provider";
import { useAdminUsers } from "@/data/admin-users/queries";
import { PromoteUserForm } from "./promote-user-form";
import { UserCard } from "./user-card";

/** /admin/users: promote by email, and every user with their stats, a page at a time. */
export function AdminUsersPage() {
  const { user: me } = useAuth();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const users = useAdminUsers(deferred);
  const rows = users.data?.pages.flatMap((page) => page.users) ?? [];
  const total = users.data?.pages[0]?.total;

  return (
    <>
      <PageHeader title="User Management" description="Every comedian on the site, what they've written, and their access." />
      <div className="grid gap-6">
        <PromoteUserForm />
        <Card>
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
            <CardTitle>
              All Users {total !== undefined && <span className="text-cream-400">({total})</span>}
            </CardTitle>
            <div className="relative w-full sm:w-72">
              <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-cream-400" />
              <Input
                type="search"
                aria-label="Search users by email"
                placeholder="Search by email"
                className="pl-9"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </CardHeader>
          <CardContent className="grid gap-4">
            {users.isPending ? (
              <div className="grid gap-3" aria-busy="true" aria-label="Loading users">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="h-40" />
                ))}
              </div>
            ) : users.isError ? (
              <p role="alert" className="text-neon-300">
                Users could not be loaded: {users.error.message}
              </p>
            ) : rows.length === 0 ? (
              <p className="py-8 text-center text-cream-300">No user matches &ldquo;{deferred}&rdquo;.</p>
            ) : (
              <ul className="grid gap-3 xl:grid-cols-2" aria-label="Users">
                {rows.map((user) => (
                  <UserCard key={user.id} user={user} isSelf={user.id === me?.id} />
                ))}
              </ul>
            )}
            {users.hasNextPage && (
              <Button variant="outline" className="h-11 justify-self-center" disabled={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
                {users.isFetchingNextPage ? "Loading..." : `Show more (${rows.length} of ${total ?? "?"})`}
              </Button>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
