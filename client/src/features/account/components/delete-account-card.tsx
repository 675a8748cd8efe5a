import { Download, TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { materialExportUrl } from "@/data/material/endpoints";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { PasswordInput } from "@/components/ui/password-input";
import { useDeleteAccount } from "../api/delete-account";
import { useMaterialSummary } from "@/data/material/summary";
import { SettingsSection } from "./settings-section";

/** The danger zone: offers the export first, then deletes the account after the password. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const remove = useDeleteAccount();
  const nothingWritten = useMaterialSummary().data?.hasMaterial === false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate(password);
  };

  return (
    <SettingsSection
      title="Delete Account"
      icon={TriangleAlert}
      className="border-neon-700/70"
      description="Deleting your account removes every joke note, note, thought and setting for good, signs out every device and unlinks your phone."
    >
      <div className="grid gap-4">
        <p className="text-sm text-cream-100">
          {nothingWritten
            ? "You have not written anything yet, so there is nothing to download first."
            : "Take your material with you first: the download holds everything you wrote."}
        </p>
        <div className="flex flex-wrap gap-2">
          {!nothingWritten && (
            <Button asChild variant="outline">
              <a href={materialExportUrl()} download>
                <Download aria-hidden />
                Download my material first
              </a>
            </Button>
          )}
          <Dialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) {
                setPassword("");
                remove.reset();
              }
            }}
          >
            <DialogTrigger asChild>
              <Button variant="neon">Delete account</Button>
            </DialogTrigger>
            <DialogContent>
              <DialogHeader>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription>
                  This cannot be undone. Enter your password to delete your account and everything in it.
                </DialogDescription>
              </DialogHeader>
              <form onSubmit={submit} className="grid gap-4">
                <FormField id="delete-account-password" label="Current Password">
                  <PasswordInput
                    id="delete-account-password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    required
                  />
                </FormField>
                <FormAlert message={remove.error?.message} />
                <div className="flex flex-wrap justify-end gap-2">
                  <DialogClose asChild>
                    <Button variant="ghost">Cancel</Button>
                  </DialogClose>
                  <Button type="submit" variant="neon" disabled={remove.isPending || password === ""}>
                    {remove.isPending ? "Deleting…" : "Delete my account forever"}
                  </Button>
                </div>
              </form>
            </DialogContent>
          </Dialog>
        </div>
      </div>
    </SettingsSection>
  );
}
