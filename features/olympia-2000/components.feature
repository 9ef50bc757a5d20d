@olympia-2000
Feature: Olympia 2000 components
  The box holds 55 athletes with a placing per discipline, 25 laurel wreath tiles and
  7 consolation tiles, for 2 to 5 players. The printed placings are not public: the deck is
  reconstructed, and these scenarios check it against what the rulebook says about it.

  Background:
    Given the game "olympia-2000"
    And the players Anna and Ben
    And a card's placing is read in marathon, discus, long jump, archery and multi-event

  Rule: 55 athletes, each with a placing or none in every discipline (OLY-C1)

    @OLY-C1
    Scenario: The deck holds 55 athletes, each placed or not placed in every discipline
      Then there are 55 cards in the pile and every hand
      And every card in the pile and every hand has a placing entry for each

    @OLY-C1
    Scenario: Some entries are no placing at all
      Given the card "ajax" has placing overstepped in discus
      And the card "diomedes" has placing disqualified in long-jump
      Then 2 of the cards in the pile and every hand have placing overstepped in long-jump
      And 3 of the cards in the pile and every hand have placing disqualified in long-jump

    @OLY-C1 @OLY-T10
    Scenario Outline: No two athletes share a placing in <discipline>
      Then no two cards in the pile and every hand share a placing number in <discipline>

      Examples:
        | discipline  |
        | marathon    |
        | discus      |
        | long-jump   |
        | archery     |
        | multi-event |

  Rule: Five groups by best placing, the losers on crutches (OLY-C2)

    @OLY-C2
    Scenario Outline: <size> athletes have their best placing between <best> and <worst>
      Then <size> of the cards in the pile and every hand have their lowest placing between <best> and <worst>

      Examples:
        | size | best | worst |
        | 12   | 1    | 3     |
        | 12   | 4    | 7     |
        | 12   | 8    | 12    |
        | 12   | 13   | 20    |
        | 7    | 21   | 55    |

    @OLY-C2
    Scenario: The seven losers are the athletes outside the top twenty everywhere
      Given the placing of these cards in marathon:
        | athlete-49 | 48 |
        | athlete-55 | 34 |
      And the card "athlete-49" has loser true
      Then 7 of the cards in the pile and every hand have loser true

    @OLY-C2
    Scenario: The group-one athletes are named, in every language
      Then "Ajax" in en names the card "ajax"
      And "Aias" in de names the card "ajax"
      And "아이아스" in ko names the card "ajax"
      And "Athlete 13" in en names the card "athlete-13"
      And "Athlet 13" in de names the card "athlete-13"

  Rule: 25 laurel wreath tiles, one per discipline and value (OLY-C3)

    @OLY-C3
    Scenario: There are 25 laurel wreath tiles
      Given Anna chose marathon 2 and multi-event 2
      Then there are 25 cards in every row, circle-1 and circle-2

    @OLY-C3
    Scenario Outline: The <discipline> tiles are worth 2, 3, 4, 5 and 6
      Given Anna chose marathon 2 and multi-event 2
      Then the cards in every row, circle-1 and circle-2 with discipline <discipline> have value 2, 3, 4, 5 and 6

      Examples:
        | discipline  |
        | marathon    |
        | discus      |
        | long-jump   |
        | archery     |
        | multi-event |

  Rule: 7 consolation tiles worth 1 point (OLY-C4)

    @OLY-C4
    Scenario: Seven consolation tiles lie next to the board
      Then there are 7 cards in the consolation-supply
      And every card in the consolation-supply has value 1

  Rule: Five disciplines, named in each rulebook's language (OLY-C5)

    @OLY-C5
    Scenario: The five disciplines
      Then the cards in every row with value 2 have discipline marathon, discus, long-jump, archery and multi-event

    @OLY-C5
    Scenario Outline: The <discipline> tiles carry the discipline's name in <language>
      Then "<tile>" in <language> names the card "<discipline>-2"

      Examples: English
        | discipline  | language | tile             |
        | marathon    | en       | marathon 2       |
        | discus      | en       | discus 2         |
        | long-jump   | en       | long jump 2      |
        | archery     | en       | archery 2        |
        | multi-event | en       | multi-event 2    |

      Examples: German, the original edition
        | discipline  | language | tile             |
        | marathon    | de       | Marathonlauf 2   |
        | discus      | de       | Diskuswurf 2     |
        | long-jump   | de       | Weitsprung 2     |
        | archery     | de       | Bogenschießen 2  |
        | multi-event | de       | Mehrkampf 2      |

      # The Korean names are the Korean rulebook's words: 높이뛰기 (high jump) where the German
      # original has Weitsprung, 활쏘기 for archery (divergences long-jump, archery).
      Examples: Korean, where long jump reads high jump
        | discipline  | language | tile             |
        | marathon    | ko       | 2점짜리 마라톤     |
        | discus      | ko       | 2점짜리 원반 던지기  |
        | long-jump   | ko       | 2점짜리 높이뛰기    |
        | archery     | ko       | 2점짜리 활쏘기     |
        | multi-event | ko       | 2점짜리 종합 경기   |

  Rule: 2 to 5 players (OLY-C6)

    @OLY-C6
    Scenario: Two to five may play
      Then the game allows 2 to 5 players
