// What the page says when the portal cannot start (no startup configuration, or bootstrap failed).
// The translation catalogues are not loaded at this point, so the seven texts live here.
const messages: Record<string, string> = {
  en: 'The portal could not start. Please reload the page in a moment.',
  de: 'Das Portal konnte nicht gestartet werden. Bitte laden Sie die Seite gleich neu.',
  fr: 'Le portail n’a pas pu démarrer. Veuillez recharger la page dans un instant.',
  nl: 'Het portaal kon niet starten. Laad de pagina over een ogenblik opnieuw.',
  hu: 'A portál nem tudott elindulni. Kérjük, töltse be újra az oldalt egy kis idő múlva.',
  pl: 'Nie udało się uruchomić portalu. Prosimy za chwilę odświeżyć stronę.',
};

/** Replaces a blank page with a short message in the browser's language; the app itself does not start. */
export function showStartupFailure(root: HTMLElement): void {
  const language = (navigator.language || 'en').slice(0, 2).toLowerCase();
  const text = document.createElement('p');
  text.setAttribute('role', 'alert');
  text.style.cssText = 'font: 16px/1.5 system-ui, sans-serif; margin: 48px auto; max-width: 560px; padding: 0 16px;';
  text.textContent = messages[language] ?? messages['en']!;
  root.replaceChildren(text);
}
