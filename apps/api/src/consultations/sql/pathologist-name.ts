/**
 * A pathologist by their account: `app_user` as `account` with its pathologist record (`cfgvalue`,
 * by the account's `staff_id`) as `record`, and the name reports print for them.
 */
export function pathologistName(account: string, record: string) {
  return {
    /** The account and its record: after `from`, or nested as `left join (…) on account.username = …`. */
    tables: `app_user ${account} left join cfgvalue ${record} on ${record}.id = ${account}.staff_id`,
    /** The printed name: the record's, else the account's, else each fallback in turn. */
    name: (...fallbacks: string[]) => `coalesce(${[`${record}.name`, `${account}.name`, ...fallbacks].join(', ')})`,
  };
}
