import type { Theme } from "@bindery/contract";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Container } from "../../components/ui/Container";
import { ScreenHeader } from "../../components/ui/ScreenHeader";
import { profileQuery } from "../session/profile-query";
import { useSession } from "../session/session-store";
import { MyThemes } from "./theme/MyThemes";
import { PremiumOnly } from "./theme/PremiumOnly";
import { ThemeTips } from "./theme/ThemeTips";
import { ThemeUploaded } from "./theme/ThemeUploaded";
import { UploadThemeForm } from "./theme/UploadThemeForm";

/** The Upload theme view of `/`. */
export default function UploadThemeView() {
  const { isPremium } = useSession();
  // Fetching the profile keeps the stored plan current (bought on another device, say).
  useQuery(profileQuery);
  const [uploaded, setUploaded] = useState<Theme | null>(null);
  const [refused, setRefused] = useState(false);

  return (
    <Container className="flex flex-col gap-8 py-10 sm:py-14">
      <title>Upload a theme · Bindery</title>
      <ScreenHeader eyebrow="Upload" title="Upload a theme">
        Read your books against a picture of your own, with a sound to go with it if you like.
      </ScreenHeader>
      <div className="grid items-start gap-6 lg:grid-cols-[1.6fr_1fr]">
        <section
          aria-label="Your theme"
          className="min-w-0 rounded-3xl border border-line bg-card p-7 shadow-sm shadow-ink/5 sm:p-9"
        >
          {!isPremium || refused ? (
            <PremiumOnly />
          ) : uploaded ? (
            <ThemeUploaded theme={uploaded} onAnother={() => setUploaded(null)} />
          ) : (
            <UploadThemeForm onUploaded={setUploaded} onPremiumRequired={() => setRefused(true)} />
          )}
        </section>
        <ThemeTips />
      </div>
      {isPremium && !refused ? <MyThemes /> : null}
    </Container>
  );
}
