/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PROJECTS_URL?: string;
  readonly VITE_DEMO_REEL_URL?: string;
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
