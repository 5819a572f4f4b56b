import { usePageMeta } from "@/lib/use-page-meta";

export function AdminPage() {
  usePageMeta({ title: "Admin", description: "Publish positions, manage members and their subscriptions." });
  return <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Trading Admin Panel</h1>;
}
