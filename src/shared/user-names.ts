/** A person's names as every screen and email shows them. Free of zod, so the public site's first load can use it. */
interface Names {
  firstName: string;
  lastName: string;
}

/** "Maria Lopez". */
export function fullName(user: Names): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** "ML" for Maria Lopez; one letter when only one name is known. */
export function initials(user: Names): string {
  return `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`.toUpperCase() || "?";
}
