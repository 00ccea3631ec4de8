// The web app manifest (/manifest.webmanifest): a patient can add the app to their home screen. The icons
// are drawn by scripts/make-icons.mjs from the header's logo.
import type { MetadataRoute } from "next";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "ERP Companion",
    short_name: "ERP Companion",
    description: "Guided exposure and response prevention, a thought journal and progress tracking for people with OCD.",
    id: "/",
    start_url: "/home",
    scope: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#0f766e",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
