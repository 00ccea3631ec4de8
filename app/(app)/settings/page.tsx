// /settings, Account Settings: the three saved switches, the ERP timer's signals, the country for crisis
// lines, which staff member viewed one's records (decision 046), download my data, delete my account.
import type { Metadata } from "next";
import { headers } from "next/headers";
import { AccessLog } from "@/components/settings/access-log";
import { CountrySelect } from "@/components/settings/country-select";
import { DeleteAccount } from "@/components/settings/delete-account";
import { SettingsSwitches } from "@/components/settings/settings-switches";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { requirePageUser } from "@/lib/server/auth/page-guard";
import { crisisCountry, getSettings } from "@/lib/server/services/settings";
import { listAccessLog } from "@/lib/server/services/access-log";
import { AccessLogQuery } from "@/lib/domain/access-log";

export const metadata: Metadata = { title: "Account Settings" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SettingsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser("/settings");
  const settings = await getSettings(user, user.id);
  const rawAccess = (await searchParams).access;
  // A hand-edited ?access= that is not a page number shows the first page.
  const accessQuery = AccessLogQuery.safeParse({ page: Array.isArray(rawAccess) ? rawAccess[0] : rawAccess }).data ?? { page: 1 };
  const accessLog = await listAccessLog(user, user.id, accessQuery);
  const shownCountry = await crisisCountry(user.id, (await headers()).get("accept-language"));
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Account Settings</h1>

      <Card aria-labelledby="prefs-title">
        <h2 id="prefs-title" className="text-lg font-semibold text-slate-900">
          Preferences
        </h2>
        <SettingsSwitches userId={user.id} initial={settings} />
      </Card>

      <Card aria-labelledby="timer-title">
        <h2 id="timer-title" className="text-lg font-semibold text-slate-900">
          ERP exercise timer
        </h2>
        <p className="mt-1 text-sm text-slate-600">How the end of a timed exercise is signalled, besides the screen moving on.</p>
        <SettingsSwitches userId={user.id} initial={settings} group="timer" />
      </Card>

      <Card aria-labelledby="crisis-country-title" className="grid gap-3">
        <h2 id="crisis-country-title" className="text-lg font-semibold text-slate-900">
          Crisis support
        </h2>
        <CountrySelect userId={user.id} saved={settings.country} shown={shownCountry} />
      </Card>

      <Card role="region" aria-labelledby="access-title" className="grid gap-3" id="access-log">
        <h2 id="access-title" className="text-lg font-semibold text-slate-900">
          Who has viewed your records
        </h2>
        <AccessLog data={accessLog} pageHref={(page) => (page > 1 ? `/settings?access=${page}#access-log` : "/settings#access-log")} />
      </Card>

      <Card aria-labelledby="data-title" className="grid gap-3">
        <h2 id="data-title" className="text-lg font-semibold text-slate-900">
          Your data
        </h2>
        <p className="text-slate-700">
          Download a copy of everything we store about you: your profile, thought journal, ERP sessions, compulsion log,
          weekly check-ins, practice plan, settings and the list of staff views above, as a JSON file.
        </p>
        <div>
          <a href={`/api/users/${user.id}/export`} download className={buttonClass("secondary")}>
            Download my data
          </a>
        </div>
      </Card>

      <Card aria-labelledby="delete-title" className="grid gap-3">
        <h2 id="delete-title" className="text-lg font-semibold text-slate-900">
          Delete account
        </h2>
        <p className="text-slate-700">You can close your account at any time. We will ask for your password first.</p>
        <div>
          <DeleteAccount userId={user.id} />
        </div>
      </Card>
    </div>
  );
}
