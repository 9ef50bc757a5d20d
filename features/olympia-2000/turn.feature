@olympia-2000
Feature: A turn of Olympia 2000
  The tile in circle I names the discipline and the points at stake. Everyone plays an athlete
  face down; the best placing takes the tile, the worst placing picks the next discipline, the
  played athletes leave the game, and losers are consoled. When nobody places, the turn is
  played again.

  Background:
    Given the game "olympia-2000"
    And the players Anna, Ben and Cleo
    And Anna chose marathon 2 for "opening tile for circle I"
    And Anna chose multi-event 2 for "opening tile for circle II"
    And Anna's hand holds hector, castor, athlete-30 and athlete-49
    And Ben's hand holds ajax, jason, athlete-48 and athlete-20
    And Cleo's hand holds perseus, atalanta, athlete-50 and athlete-19

  Rule: Everyone plays one athlete face down; they are revealed together (OLY-T2)

    @OLY-T2
    Scenario: The athletes are chosen in secret and turned over together
      Then Anna must choose "athlete to play" in secret
      And Anna must choose "athlete to play" from hector, castor, athlete-30 and athlete-49
      When Anna chooses hector
      Then Ben must choose "athlete to play" in secret
      And Ben cannot see hector
      And Cleo cannot see hector
      When Ben chooses ajax
      Then Cleo cannot see hector, ajax
      When Cleo chooses perseus
      Then Ben can see hector, perseus
      And Anna can see ajax, perseus
      And the event log shows perseus moved from Cleo's hand to Cleo's played by rule OLY-T2

  Rule: An athlete is shown with its placing in the discipline at stake (OLY-T1)

    @OLY-T1
    Scenario: While marathon is at stake, an athlete is shown with its marathon placing
      Given the placing of these cards in marathon:
        | hector | 14 |
      Then the card hector reads "Hector (14)"

  Rule: The tile in circle I names the discipline and the points (OLY-T1)

    @OLY-T1 @OLY-T3
    Scenario: Circle I holds marathon 2, so the marathon placings decide
      Given the placing of these cards in marathon:
        | castor  | 3  |
        | jason   | 16 |
        | perseus | 29 |
      And the placing of these cards in multi-event:
        | castor  | 49 |
        | jason   | 2  |
        | perseus | 47 |
      When the players choose:
        | player | answer  |
        | Anna   | castor  |
        | Ben    | jason   |
        | Cleo   | perseus |
      Then Anna's won holds marathon 2
      And Ben's won is empty

  Rule: The best placing takes the tile in circle I; no placing does not compete (OLY-T3)

    @OLY-T3
    Scenario: The lowest number wins
      Given the placing of these cards in marathon:
        | hector  | 14 |
        | ajax    | 25 |
        | perseus | 29 |
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then Anna's won holds marathon 2
      And circle-1 does not contain marathon 2
      And the event log shows marathon 2 moved from circle-1 to Anna's won by rule OLY-T3

    @OLY-T3
    Scenario: A disqualified athlete does not compete
      Given the card "athlete-30" has placing disqualified in marathon
      And the placing of these cards in marathon:
        | ajax    | 25 |
        | perseus | 29 |
      When the players choose:
        | player | answer     |
        | Anna   | athlete-30 |
        | Ben    | ajax       |
        | Cleo   | perseus    |
      Then Ben's won holds marathon 2
      And Anna's won is empty

  Rule: The worst placing picks the next discipline (OLY-T4)

    @OLY-T4
    Scenario: An option settles the English text's contradiction, worst by default
      Then the option "next-discipline-chooser" resolves OLY-T4
      And the option "next-discipline-chooser" has the values worst and best
      And the option "next-discipline-chooser" defaults to "worst"
      And the option "next-discipline-chooser" defaults to the reading of both

    @OLY-T4
    Scenario Outline: With the chooser option at <option>, <chooser> picks the next discipline
      Given the placing of these cards in marathon:
        | hector  | 14 |
        | ajax    | 25 |
        | perseus | 29 |
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then <chooser> must choose "discipline for circle II"

      @next-discipline-chooser=worst
      Examples: the worst placing, as both rulebooks say and every review agrees
        | option | chooser |
        | worst  | Cleo    |

      @next-discipline-chooser=best
      Examples: the best placing, as the English text's [sic] reads
        | option | chooser |
        | best   | Anna    |

    @OLY-T4
    Scenario: An athlete without a placing is not the worst
      Given the card "athlete-30" has placing disqualified in marathon
      And the placing of these cards in marathon:
        | ajax     | 25 |
        | atalanta | 4  |
      When the players choose:
        | player | answer     |
        | Anna   | athlete-30 |
        | Ben    | ajax       |
        | Cleo   | atalanta   |
      Then Cleo's won holds marathon 2
      And Ben must choose "discipline for circle II"

  Rule: Circle II slides to circle I; the chooser refills circle II with a lowest tile (OLY-T5)

    @OLY-T5 @OLY-S1
    Scenario: The chooser names a discipline and gets its lowest tile
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then circle-1 holds multi-event 2
      And Cleo must choose "discipline for circle II" from marathon, discus, long jump, archery and multi-event
      When Cleo chooses discus
      Then circle-2 holds discus 2
      And the cards of the row of discus, from the top, are discus 3, discus 4, discus 5 and discus 6
      And the event log shows discus 2 moved from the row of discus to circle-2 by rule OLY-T5

    @OLY-T5
    Scenario: The discipline of circle I may be chosen again
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      And Cleo chooses multi-event
      Then circle-1 holds multi-event 2
      And circle-2 holds multi-event 3

  Rule: The played athletes leave the game (OLY-T6)

    @OLY-T6
    Scenario: After the turn the played athletes are gone
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      And Cleo chooses discus
      Then gone holds hector, ajax and perseus
      And every played is empty
      And the event log shows hector, ajax and perseus moved to gone by rule OLY-T6

  Rule: A loser earns a consolation tile while any are left (OLY-T8)

    @OLY-T8
    Scenario: An option says what a loser earns once the tiles are gone
      Then the option "consolation-when-exhausted" resolves OLY-T8
      And the option "consolation-when-exhausted" has the values none
      And the option "consolation-when-exhausted" defaults to "none"

    @OLY-T8
    Scenario: Playing a loser earns a consolation tile
      Given the card "athlete-49" has loser true
      And the card "ajax" has loser false
      When the players choose:
        | player | answer     |
        | Anna   | athlete-49 |
        | Ben    | ajax       |
        | Cleo   | perseus    |
      Then Anna's consolations holds consolation-1
      And Ben's consolations is empty
      And Cleo's consolations is empty
      And the event log shows consolation-1 moved from the consolation-supply to Anna's consolations by rule OLY-T8

    @OLY-T8
    Scenario: Two losers, two consolation tiles
      Given the card "athlete-49" has loser true
      And the card "athlete-50" has loser true
      When the players choose:
        | player | answer     |
        | Anna   | athlete-49 |
        | Ben    | ajax       |
        | Cleo   | athlete-50 |
      Then Anna's consolations holds 1 card
      And Cleo's consolations holds 1 card
      And the consolation-supply holds 5 cards

    @OLY-T8 @consolation-when-exhausted=none
    Scenario: Once the seven consolation tiles are gone, a loser earns nothing
      Given Ben's consolations holds consolation-1, consolation-2, consolation-3, consolation-4, consolation-5, consolation-6 and consolation-7
      When the players choose:
        | player | answer     |
        | Anna   | athlete-49 |
        | Ben    | ajax       |
        | Cleo   | perseus    |
      Then Anna's consolations is empty
      And Ben's consolations holds 7 cards
      And Anna must choose "discipline for circle II"

  Rule: When nobody places, everyone draws and the turn is played again (OLY-T9)

    @OLY-T8 @OLY-T9
    Scenario: An option settles whether a loser in a replayed contest is consoled, yes by default
      Then the option "void-contest-consolation" resolves OLY-T8
      And the option "void-contest-consolation" resolves OLY-T9
      And the option "void-contest-consolation" has the values given and withheld
      And the option "void-contest-consolation" defaults to "given"

    @OLY-T8 @OLY-T9
    Scenario Outline: A loser in a contest nobody places in: consolation <option>
      Given the placing of these cards in marathon:
        | athlete-30 | disqualified |
        | athlete-48 | overstepped  |
        | athlete-50 | overstepped  |
      And the card "athlete-50" has loser true
      When the players choose:
        | player | answer     |
        | Anna   | athlete-30 |
        | Ben    | athlete-48 |
        | Cleo   | athlete-50 |
      Then Cleo's consolations holds <tiles> cards

      @void-contest-consolation=given
      Examples: given
        | option | tiles |
        | given  | 1     |

      @void-contest-consolation=withheld
      Examples: withheld
        | option   | tiles |
        | withheld | 0     |

    @OLY-T8 @OLY-T9 @void-contest-consolation=withheld
    Scenario: Withheld only when nobody places: a loser in a contest one athlete wins is consoled
      Given the placing of these cards in marathon:
        | hector     | 14          |
        | athlete-48 | overstepped |
        | athlete-50 | overstepped |
      And the card "athlete-50" has loser true
      When the players choose:
        | player | answer     |
        | Anna   | hector     |
        | Ben    | athlete-48 |
        | Cleo   | athlete-50 |
      Then Cleo's consolations holds 1 card
      And Anna's won holds marathon 2

    @OLY-T9
    Scenario: Three athletes without a marathon placing
      Given the placing of these cards in marathon:
        | athlete-30 | disqualified |
        | athlete-48 | overstepped  |
        | athlete-50 | overstepped  |
      And the pile has athlete-31, athlete-32 and athlete-33 on top
      When the players choose:
        | player | answer     |
        | Anna   | athlete-30 |
        | Ben    | athlete-48 |
        | Cleo   | athlete-50 |
      Then circle-1 holds marathon 2
      And circle-2 holds multi-event 2
      And no "discipline for circle II" was chosen
      And gone holds athlete-30, athlete-48 and athlete-50
      And Anna's hand contains athlete-31
      And Ben's hand contains athlete-32
      And Cleo's hand contains athlete-33
      And every hand holds 4 cards
      And rule OLY-T9 was applied
      And Anna must choose "athlete to play"
      # the same tile is contested again, and this time someone places
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then Anna's won holds marathon 2
      And circle-1 holds multi-event 2

  Rule: Ties for the best or worst placing void the contest (OLY-T10)

    @OLY-T10 @placing-ties=no-winner
    Scenario: The tie option voids on either tie by default, and the printed deck cannot tie
      Then the option "placing-ties" resolves OLY-T10
      And the option "placing-ties" defaults to "no-winner"
      And the option "placing-ties" has the values no-winner and best-tie-only
      And the option "placing-ties" does not accept "reroll"
      And no two cards in the pile and every hand share a placing number in marathon

    # The printed placings never tie, so a test deck changes one: Ajax's marathon placing becomes
    # Perseus's 29, and Ben and Cleo tie for the worst placing; Anna's Hector (14) is still the best.
    @OLY-T10 @OLY-T4
    Scenario Outline: Ben and Cleo tie for the worst placing: with placing-ties <option> <outcome>
      Given in a test deck the card "ajax" has placing 29 in marathon
      And the card "hector" has placing 14 in marathon
      And the card "perseus" has placing 29 in marathon
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then Anna's won holds <won>
      And <next> must choose "<decision>"

      @placing-ties=no-winner
      Examples: no-winner
        | option    | outcome                                        | won     | next | decision          |
        | no-winner | the contest is void and the pile holder deals  | 0 cards | Anna | who gets the card |

      @placing-ties=best-tie-only
      Examples: best-tie-only
        | option        | outcome                                    | won        | next | decision                 |
        | best-tie-only | Anna wins and Ben, seated first, picks     | marathon 2 | Ben  | discipline for circle II |

    @OLY-T10
    Scenario Outline: Anna and Ben tie for the best placing: the contest is void with placing-ties <option>
      Given in a test deck the card "ajax" has placing 14 in marathon
      And the card "hector" has placing 14 in marathon
      When the players choose:
        | player | answer  |
        | Anna   | hector  |
        | Ben    | ajax    |
        | Cleo   | perseus |
      Then Anna's won is empty
      And Ben's won is empty
      And circle-1 holds marathon 2
      And no "discipline for circle II" was chosen

      @placing-ties=no-winner
      Examples: no-winner
        | option    |
        | no-winner |

      @placing-ties=best-tie-only
      Examples: best-tie-only
        | option        |
        | best-tie-only |
