import { useDocumentTitle } from "@/lib/use-document-title";

export function AdminPage() {
  useDocumentTitle("Admin");
  return <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Trading Admin Panel</h1>;
}
