import { ShieldPlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { promoteUserSchema } from "@shared/admin/admin-user-input";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { fieldHintId } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { usePromoteUser } from "../api/promote-user";

/** Makes an existing account an administrator by its email (any case). */
export function PromoteUserForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const promote = usePromoteUser({ onSuccess: () => setEmail("") });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = promoteUserSchema.safeParse({ email });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please enter an email address";
      const [title, description] = message.split(" - ");
      setError(description ?? message);
      toast({ title: title ?? "Email Required", description: description ?? message, variant: "destructive" });
      input.current?.focus();
      return;
    }
    setError(null);
    promote.mutate(parsed.data);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldPlus aria-hidden className="size-5 text-spotlight-400" /> Promote to Admin
        </CardTitle>
        <CardDescription>Give an existing account the admin panel, SMS settings and this page.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
          <div className="grid min-w-0 flex-1 basis-64 gap-2">
            <Label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </Label>
            <Input
              ref={input}
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              placeholder="comic@example.com"
              value={email}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? fieldHintId(`${id}-email`) : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {error && (
              <p id={fieldHintId(`${id}-email`)} className="text-sm text-neon-300">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" className="h-11" disabled={promote.isPending}>
            {promote.isPending ? "Promoting..." : "Promote"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
