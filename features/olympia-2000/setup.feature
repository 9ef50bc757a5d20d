@olympia-2000
Feature: Olympia 2000 game preparation
  The laurel tiles are laid out in rows by discipline, lowest value first; two value-2 tiles
  open the competition in circles I and II; everyone gets four athletes and the rest of the deck
  lies face down in front of the starting player. Four or five players leave the sixes out.

  Background:
    Given the game "olympia-2000"

  Rule: Each discipline's tiles form a row, lowest value on top (OLY-S1)

    @OLY-S1
    Scenario: The rows rise from 2 to 6, and the opening tiles leave their rows
      Given the players Anna, Ben and Cleo
      And Anna chose marathon 2 and multi-event 2
      Then the cards of the row of marathon, from the top, are marathon 3, marathon 4, marathon 5 and marathon 6
      And the cards of the row of discus, from the top, are discus 2, discus 3, discus 4, discus 5 and discus 6
      And the cards of the row of multi-event, from the top, are multi-event 3, multi-event 4, multi-event 5 and multi-event 6
      And the supply is empty

  Rule: Four or five players play without the value-6 tiles (OLY-S2)

    @OLY-S2
    Scenario Outline: With <n> players, <in play> laurel tiles are in play and <boxed> in the box
      Given <n> players
      And Anna chose marathon 2 and multi-event 2
      Then there are <in play> cards in every row, circle-1 and circle-2
      And the box holds <boxed> cards

      Examples:
        | n | in play | boxed |
        | 2 | 25      | 0     |
        | 3 | 25      | 0     |
        | 4 | 20      | 5     |
        | 5 | 20      | 5     |

    @OLY-S2
    Scenario: The four-player game puts the sixes in the box
      Given 4 players
      And Anna chose marathon 2 and multi-event 2
      Then the box holds marathon 6, discus 6, long jump 6, archery 6 and multi-event 6
      And the cards of the row of archery, from the top, are archery 2, archery 3, archery 4 and archery 5
      And the event log shows marathon 6 moved from the supply to the box by rule OLY-S2

  Rule: Two value-2 tiles open the competition (OLY-S3)

    @OLY-S3
    Scenario: An option settles how the opening tiles are picked, chosen (both rulebooks) by default
      Then the option "opening-tiles" resolves OLY-S3
      And the option "opening-tiles" has the values chosen and random
      And the option "opening-tiles" defaults to "chosen"

    # "Any one player chooses": neither rulebook says who; the first seat chooses (divergences
    # opening-tiles, setup).
    @OLY-S3 @opening-tiles=chosen
    Scenario: A player chooses the opening tiles
      Given the players Anna, Ben and Cleo
      Then Anna must choose "opening tile for circle I" from marathon 2, discus 2, long jump 2, archery 2 and multi-event 2
      When Anna chooses discus 2
      Then Anna must choose "opening tile for circle II" from marathon 2, long jump 2, archery 2 and multi-event 2
      And Anna cannot choose discus 3
      When Anna chooses archery 2
      Then circle-1 holds discus 2
      And circle-2 holds archery 2
      And the event log shows archery 2 moved from the row of archery to circle-2 by rule OLY-S3

    # a variant, not a reading of either rulebook: the Korean 임의로 is "as one likes"
    @OLY-S3 @opening-tiles=random
    Scenario: Chance chooses the opening tiles
      Given the players Anna, Ben and Cleo
      Then Anna must choose "athlete to play"
      And circle-1 holds 1 card
      And circle-2 holds 1 card
      And every card in circle-1 and circle-2 has value 2
      And there are 23 cards in every row

  Rule: Four cards each, the rest face down with the starting player (OLY-S4)

    @OLY-S4
    Scenario Outline: With <n> players, everyone holds four athletes and the pile holds <pile>
      Given <n> players
      And Anna chose marathon 2 and multi-event 2
      Then every hand holds 4 cards
      And the pile holds <pile> cards
      And Anna is the dealer
      And the pile was shuffled by rule OLY-S4

      Examples:
        | n | pile |
        | 2 | 47   |
        | 3 | 43   |
        | 4 | 39   |
        | 5 | 35   |

    # hand-size is the project's option (the rulebook deals four); each value deals that many
    @OLY-S4
    Scenario: An option settles how many athletes each player is dealt, four by default
      Then the option "hand-size" defaults to "4"

    @OLY-S4 @hand-size=3
    Scenario: With hand-size 3, everyone holds three athletes and the pile holds 46
      Given the players Anna, Ben and Cleo
      And Anna chose marathon 2 and multi-event 2
      Then every hand holds 3 cards
      And the pile holds 46 cards

    @OLY-S4 @hand-size=6
    Scenario: With hand-size 6, everyone holds six athletes and the pile holds 37
      Given the players Anna, Ben and Cleo
      And Anna chose marathon 2 and multi-event 2
      Then every hand holds 6 cards
      And the pile holds 37 cards

    @OLY-S4
    Scenario: A hand is seen by its owner alone, the pile by nobody
      Given the players Anna, Ben and Cleo
      And Anna chose marathon 2 and multi-event 2
      And Anna's hand holds ajax, hector, castor and pollux
      And the pile has heracles on top
      Then Anna can see ajax, hector, castor and pollux
      And Ben cannot see ajax, hector, castor and pollux
      And Anna cannot see heracles
      And Ben cannot see heracles
