import { LegalDocument } from './legal-document.tsx';

export default function PrivacyPage() {
  return <LegalDocument doc="privacy" />;
}
