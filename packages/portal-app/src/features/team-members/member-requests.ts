/** The path parameters of a member's page and its sections. */
export interface MemberParams {
  company: string;
  teamMember: string;
}
