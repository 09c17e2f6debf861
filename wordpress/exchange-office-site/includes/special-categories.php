<?php
defined('ABSPATH') || exit;

/**
 * The categories that change what the site does with a post or a page: FAQ, the team gallery,
 * authors' pages, and the pages that only send visitors on to a programme or an article. The site
 * knows them by the contract's ids (lib/constants.ts: 260/262, 256/258, 274/276, 22/45, 3/70); the
 * office chooses which of its categories plays each part, per language, on the settings page, or
 * none (NONE). A part never chosen is played by the category with the contract's id, except on a
 * WordPress where the plugin is installed for the first time (choose_none_on_first_install): there
 * the category that happens to have id 260 is one of the office's own, not its FAQ. Every category id the plugin gives the site
 * passes through to_contract(), so the site sees the contract's id for the chosen category, and
 * every id the site asks for passes through from_contract(). An office's category whose own id is
 * a contract id but that plays no part (its WordPress counted to 45 before the plugin came) is
 * shown under an alias, ALIAS_BASE + its id, which no part has: it keeps its posts, filters and
 * search like any other category, and never takes a part because of its number.
 */
final class EOS_Special_Categories
{
    public const OPTION = 'eos_special_categories';
    /** A part no category plays (chosen() then gives 0). */
    public const NONE = -1;
    /**
     * The alias of a category whose id is a contract id it does not stand for: this plus its id
     * (1000000045: ten digits, as the site's filters read ids). No WordPress counts its terms so far.
     */
    public const ALIAS_BASE = 1_000_000_000;
    /** part => language => the contract's category id. */
    public const CONTRACT = [
        'faq' => ['uk' => 260, 'en' => 262],
        'team_gallery' => ['uk' => 256, 'en' => 258],
        'authors' => ['uk' => 274, 'en' => 276],
        'programs' => ['uk' => 22, 'en' => 45],
        'news' => ['uk' => 3, 'en' => 70],
    ];

    /** @return array<string, array{0: string, 1: string}> part => [its name, what it does on the site] */
    public static function parts(): array
    {
        return [
            'faq' => [__('Questions and answers (FAQ)', 'exchange-office-site'), __('A post in it is a question of the FAQ page (its title the question, its text the answer) and never appears among the news or in search; a page in it sends its visitors to the FAQ page.', 'exchange-office-site')],
            'team_gallery' => [__('Team photo gallery', 'exchange-office-site'), __('Its posts are the photos of the gallery on the team page; a team member in it is left out of the team list.', 'exchange-office-site')],
            'authors' => [__('Authors’ pages', 'exchange-office-site'), __('A post or a page in it is an author’s page at /authors/…, not a news article.', 'exchange-office-site')],
            'programs' => [__('Moved to a programme', 'exchange-office-site'), __('A page in it sends its visitors to the programme with the same address.', 'exchange-office-site')],
            'news' => [__('Moved to the news', 'exchange-office-site'), __('A page in it sends its visitors to the article with the same address.', 'exchange-office-site')],
        ];
    }

    /** @return array<string, array<string, int>> part => language => the chosen category's id */
    public static function chosen(): array
    {
        $saved = get_option(self::OPTION, []);
        $saved = is_array($saved) ? $saved : [];
        $out = [];
        foreach (self::CONTRACT as $part => $ids) {
            foreach ($ids as $lang => $id) {
                $term = (int) ($saved[$part][$lang] ?? 0);
                $out[$part][$lang] = $term > 0 ? $term : ($term === self::NONE ? 0 : $id);
            }
        }
        return $out;
    }

    public static function term(string $part, string $lang): int
    {
        return self::chosen()[$part][$lang] ?? 0;
    }

    /** @return list<int> the chosen categories of a part, both languages */
    public static function terms(string $part): array
    {
        return array_values(self::chosen()[$part] ?? []);
    }

    /** @param array<string, array<string, int|string>> $values part => language => category id (0: the contract's, NONE: none) */
    public static function update(array $values): void
    {
        $clean = [];
        foreach (self::CONTRACT as $part => $ids) {
            foreach (array_keys($ids) as $lang) {
                $id = (int) ($values[$part][$lang] ?? 0);
                $term = $id > 0 ? get_term($id, 'category') : null;
                if ($term instanceof WP_Term || $id === self::NONE) {
                    $clean[$part][$lang] = $id;
                }
            }
        }
        update_option(self::OPTION, $clean);
    }

    /**
     * The plugin's first activation on a site: no category plays a part until the office chooses
     * one. Its categories' ids are WordPress's, and any of them may equal a contract id by chance.
     */
    public static function choose_none_on_first_install(): void
    {
        if (get_option(self::OPTION, null) !== null) {
            return;
        }
        self::update(array_map(static fn (array $ids) => array_fill_keys(array_keys($ids), self::NONE), self::CONTRACT));
    }

    /** Each part played by the category with the contract's id (what the importer of the sample content made). */
    public static function choose_contract_ids(): void
    {
        self::update(self::CONTRACT);
    }

    /**
     * Category ids as the site reads them: a chosen category becomes its part's contract id; a
     * category whose id is a contract id but that is not the one chosen for that part gets its
     * alias (ALIAS_BASE + its id), so the site never takes it for that part. Ascending.
     * @param list<int> $term_ids @return list<int>
     */
    public static function to_contract(array $term_ids): array
    {
        $chosen = self::chosen();
        $contract_ids = array_merge(...array_values(array_map('array_values', self::CONTRACT)));
        $out = [];
        foreach ($term_ids as $id) {
            $id = (int) $id;
            $mapped = in_array($id, $contract_ids, true) ? self::ALIAS_BASE + $id : $id;
            foreach ($chosen as $part => $langs) {
                foreach ($langs as $lang => $term) {
                    if ($term === $id) {
                        $mapped = self::CONTRACT[$part][$lang];
                        break 2;
                    }
                }
            }
            $out[] = $mapped;
        }
        $out = array_values(array_unique($out));
        sort($out);
        return $out;
    }

    /** The id of one category as the site reads it (its part's contract id, its alias or its own). */
    public static function contract_id(int $term_id): int
    {
        return self::to_contract([$term_id])[0];
    }

    /** @param list<int> $ids ids the site asked for @return list<int> the categories they stand for */
    public static function from_contract(array $ids): array
    {
        $chosen = self::chosen();
        $out = [];
        foreach ($ids as $id) {
            $id = (int) $id;
            $alias_of = $id - self::ALIAS_BASE;
            foreach (self::CONTRACT as $part => $langs) {
                $lang = array_search($id, $langs, true);
                if ($lang !== false) {
                    $id = $chosen[$part][$lang];
                    break;
                }
                if (in_array($alias_of, $langs, true)) {
                    $id = $alias_of;
                    break;
                }
            }
            $out[] = $id;
        }
        return $out;
    }

    /** The same part's category in another language (a translation's categories), 0 when the category has no part. */
    public static function counterpart(int $term_id, string $lang): int
    {
        foreach (self::chosen() as $langs) {
            if (in_array($term_id, $langs, true)) {
                return $langs[$lang] ?? 0;
            }
        }
        return 0;
    }
}
