<?php
defined('ABSPATH') || exit;

/**
 * Everything the plugin adds to a site outside the office's content, by name: what deactivation
 * (EOS_Lifecycle::deactivate) and deleting the plugin (uninstall.php) remove, and nothing else. A
 * new option, table, cron event, capability, transient or user meta key of the plugin is added
 * here, or deleting the plugin leaves it behind (UninstallTest finds the options, tables, events
 * and capabilities it leaves).
 *
 * Not listed, on purpose: the office's content and what the plugin stores with it (posts of its
 * types, their `_eos_…` post meta, the `eos_…` term meta of categories, menus and their locations):
 * they stay, so that reinstalling the plugin finds the site as it was.
 */
final class EOS_Footprint
{
    /** WP-Cron hooks the plugin schedules. */
    public const CRON_HOOKS = [EOS_Webhook::CRON_HOOK, EOS_Day_One::HOOK, EOS_Search_Build::HOOK, EOS_Message_Retention::HOOK, EOS_Newsletter_Signup::EXPIRY_HOOK, EOS_Lifecycle::SWEEP_HOOK, EOS_Embed_Retry::HOOK];

    /** Capabilities the plugin gives to roles. */
    public const CAPABILITIES = [EOS_Schema::SUBSCRIBERS_CAP, EOS_Schema::MENUS_CAP];

    /** Options by name; the Site texts' are text_options(). */
    public const OPTIONS = [
        EOS_Settings::OPTION,
        EOS_Modules::OPTION,
        EOS_Special_Categories::OPTION,
        EOS_Schema::OPTION,
        EOS_Preview_Token::KEY_OPTION,
        EOS_Unsubscribe::KEY_OPTION,
        EOS_Newsletter_Consent::KEY_OPTION,
        EOS_Mail_Settings::OPTION,
        EOS_Modules_Section::DELETE_DATA_OPTION,
        EOS_Write_Refusals::OPTION,
        EOS_Newsletter_Mail_Health::OPTION,
        EOS_Day_One::STATE_OPTION,
        EOS_Day_One::LOCK_OPTION,
        EOS_Day_One::ATTEMPT_OPTION,
        EOS_Search_Build::STATE_OPTION,
        EOS_Search_Build::LOCK_OPTION,
        EOS_Search_Build::ATTEMPT_OPTION,
        // Named inline or privately by their classes (EOS_Webhook::drain_key, EOS_Search_Table).
        'eos_drain_key',
        'eos_search_table_version',
        // Version 1's webhook queue and log, which EOS_Schema migrates away.
        'eos_webhook_queue',
        'eos_webhook_log',
        // WordPress's own cache of the parents and children of the plugin's hierarchical taxonomies (_get_term_hierarchy).
        'eos_library_category_children',
        'eos_program_group_children',
    ];

    /** Transients by name (EOS_Search_Table's build lock). */
    public const TRANSIENTS = ['eos_search_table_building'];

    /** Transients named by a prefix and an MD5 of what they are for (32 hexadecimal digits). */
    public const HASHED_TRANSIENT_PREFIXES = [EOS_Writes::RATE_TRANSIENT_PREFIX];

    /** EOS_Kept_Reads' names before 1.2 (the kept reads are options now, see options()): each kept `eos_{name}_{MD5}` transients, which a site upgraded from then may still hold. */
    public const KEPT_READS = ['search', 'programs', 'news', 'news_counts'];

    /** User meta keys the plugin writes (for every user; one table for a whole network). */
    public const USER_META = [EOS_Setup_Notice::DISMISSED_META];

    /** Post types whose items are personal data the plugin received (contact messages). */
    public const PERSONAL_POST_TYPES = ['eos_message'];

    /** @return list<string> every option of this site the plugin added */
    public static function options(): array
    {
        return array_merge(self::OPTIONS, EOS_Kept_Reads::option_names(), self::text_options());
    }

    /** @return list<string> the Site texts, one option per record and language */
    public static function text_options(): array
    {
        $names = [];
        foreach (array_keys(EOS_Texts::sections()) as $record) {
            foreach (EOS_Languages::LANGS as $lang) {
                $names[] = EOS_Texts::option_name($record, $lang);
            }
        }
        return $names;
    }

    /** @return list<string> prefixes of the transients named by an MD5 */
    public static function hashed_transient_prefixes(): array
    {
        return array_merge(self::HASHED_TRANSIENT_PREFIXES, array_map(static fn (string $name) => "eos_{$name}_", self::KEPT_READS));
    }

    /** @return list<string> this site's tables that hold no personal data */
    public static function tables(): array
    {
        return [EOS_Deliveries::name(), EOS_Search_Table::name()];
    }

    /** @return list<string> this site's tables of personal data (the newsletter's subscribers) */
    public static function personal_tables(): array
    {
        return [EOS_Newsletter_Table::name()];
    }
}
