// Tells the server this device's time zone when it differs from the one saved (decision 027), so the
// log's week and the weekly e-mail count the person's own days. Renders nothing; a failure is silent
// (the next page tries again) because nothing the person asked for depends on it.
"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { deviceTimeZone } from "@/lib/domain/time-zones";

export function TimeZoneReporter({ userId, saved, refresh = false }: { userId: string; saved: string | null; refresh?: boolean }) {
  const router = useRouter();
  useEffect(() => {
    const zone = deviceTimeZone();
    if (zone === saved) return;
    void fetch(`/api/users/${userId}/settings`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ timeZone: zone }),
      credentials: "include",
    })
      .then((res) => {
        if (res.ok && refresh) router.refresh();
      })
      .catch(() => {});
  }, [userId, saved, refresh, router]);
  return null;
}
