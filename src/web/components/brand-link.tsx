import { FileSignature } from "lucide-react";
import { Link } from "react-router";

/** The Minuta logo and name, linking to `to` (the app's headers and the signed-out screens). */
export function BrandLink({ to }: { to: string }) {
  return (
    <Link to={to} className="flex items-center gap-2 text-lg font-bold text-blue-800">
      <FileSignature aria-hidden="true" className="size-6" />
      Minuta
    </Link>
  );
}
