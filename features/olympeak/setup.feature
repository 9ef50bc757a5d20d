@olympeak
Feature: Preparing a game of OlymPeak
  Starred cards and tiles stay in the box with 2 or 3 players. The contender cards are shuffled into
  a row whose leftmost card sets the number of rounds; the cubes start at 0. Everyone gets 6 cards
  and may exchange some once. Then each player secretly predicts a first and a second place: with
  2 or 3 players the second place is a random tile drawn before the exchange.

  Background:
    Given the game "olympeak"

  Rule: With 2 or 3 players the starred cards and tiles are out (OPK-S1)

    @OPK-S1 @OPK-S4 @white-in-small-games=false
    Scenario: Three players play without the starred cards, the white contender and the white tiles
      Given 3 players
      When first legal options are chosen until Anna must choose "card to play"
      Then there are 107 cards in the draw-pile and every hand
      And 0 of the cards in the draw-pile and every hand have star true
      And the box contains stop 1, remove 1, insert 1, Progress 53 and white contender
      And there are 3 cards in the contender-row
      And the contender-row does not contain white contender
      And 0 of the cards in every tile-set, every first-place, every second-place and the tile-centre have contender white
      And 0 of the cards in every tile-set, every first-place, every second-place and the tile-centre have star true

    @OPK-S1 @OPK-S4
    Scenario: Four players play with every card
      Given 4 players
      When first legal options are chosen until Anna must choose "card to play"
      Then there are 120 cards in the draw-pile and every hand
      And there are 4 cards in the contender-row
      And the box is empty

    @OPK-S1 @white-in-small-games=true
    Scenario: With white-in-small-games the white contender races with 3 players, its starred cards still out
      Given 3 players
      When first legal options are chosen until Anna must choose "card to play"
      Then there are 107 cards in the draw-pile and every hand
      And the contender-row contains white contender
      And the box does not contain white contender

  Rule: The contender cards form a shuffled row; the leftmost card's number is the number of rounds (OPK-S2)

    @OPK-S2
    Scenario: The contender row is shuffled
      Given 4 players
      When first legal options are chosen until Anna must choose "card to play"
      Then the contender-row was shuffled by rule OPK-S2
      And the contender-row holds blue contender, red contender, green contender and white contender

    # The number of rounds shows at the end of a round: see rounds.feature (one round with green
    # leftmost, two with blue leftmost) and the rulebook's four player example (OPK-X2).

  Rule: The cubes start at 0 and the round marker at 1 (OPK-S3)

    @OPK-S3
    Scenario: Start
      Given 2 players
      When first legal options are chosen until Anna must choose "card to play"
      Then the round is 1
      And the position of each is:
        | blue  | 0 |
        | red   | 0 |
        | green | 0 |
        | white | 0 |

  Rule: Progress and order cards are shuffled together and everyone gets 6 (OPK-S4)

    @OPK-S4
    Scenario: Six cards each from the shuffled deck, the rest is the draw pile
      Given 4 players
      Then Anna must choose "card to exchange"
      And the draw-pile was shuffled by rule OPK-S4
      And every hand holds 6 cards
      And there are 96 cards in the draw-pile

  Rule: Each player may exchange any number of cards once; they are shuffled into the draw pile (OPK-S5)

    @OPK-S5
    Scenario: Anna exchanges two cards, Ben none
      Given 4 players
      Then Anna must choose "card to exchange" in secret
      When Anna answers with the first legal option
      And Anna answers with the first legal option
      And Anna chooses none for "card to exchange"
      Then Anna's hand holds 6 cards
      And Anna's exchanged is empty
      And there are 96 cards in the draw-pile
      And Ben must choose "card to exchange"
      When Ben chooses none for "card to exchange"
      Then Ben's hand holds 6 cards
      When first legal options are chosen until Anna must choose "first place"
      Then the draw-pile was shuffled by rule OPK-S5

  Rule: 2 or 3 players: a random second place before the exchange, a chosen first place after it (OPK-S6)

    @OPK-S6 @OPK-S8
    Scenario: Three players draw their second place from a blue, red and green set
      Given 3 players
      Then Anna must choose "card to exchange"
      And every second-place holds 1 card
      And the tile-centre is empty
      And the tile-centre was shuffled by rule OPK-S6
      And every tile-set holds 3 cards
      And Anna can see blue tile 1, red tile 1 and green tile 1
      And Ben cannot see blue tile 1

    @OPK-S6
    Scenario: With two players one tile of the set stays face down in the centre
      Given 2 players
      Then every second-place holds 1 card
      And the tile-centre holds 1 card

    @OPK-S6
    Scenario: The first place is chosen after the exchange, from another contender than the second
      Given 3 players
      When first legal options are chosen until Anna must choose "first place"
      Then Anna must choose "first place" in secret
      And Anna has 2 options for "first place"
      And no option of Anna's "first place" has the contender of Anna's second-place
      When Anna answers with the first legal option
      Then Anna's first-place holds 1 card
      And Ben must choose "first place"

    @OPK-S6
    Scenario: With seed 1 Anna's second place is red, so she picks blue or green first
      Given 3 players
      And the seed 1
      Then Anna's second-place holds red tile 4
      When first legal options are chosen until Anna must choose "first place"
      Then Anna must choose "first place" from blue tile 1 and green tile 1
      And Anna cannot choose red tile 1
      When Anna chooses green tile 1 for "first place"
      Then Anna's first-place holds green tile 1
      And Ben cannot see green tile 1

  Rule: 4 or more players choose a first and a second place in secret (OPK-S7)

    @OPK-S7
    Scenario: Anna predicts blue first and red second
      Given 4 players
      When first legal options are chosen until Anna must choose "first place"
      Then Anna must choose "first place" in secret
      And Anna must choose "first place" from blue tile 1, red tile 1, green tile 1 and white tile 1
      When Anna chooses blue tile 1 for "first place"
      Then Anna must choose "second place" in secret
      And Anna must choose "second place" from red tile 1, green tile 1 and white tile 1
      When Anna chooses red tile 1 for "second place"
      Then Anna's first-place holds blue tile 1
      And Anna's second-place holds red tile 1
      And Ben cannot see blue tile 1, red tile 1

  Rule: Predictions never change (OPK-S8)

    @OPK-S8
    Scenario: No tile leaves a prediction during a whole game
      Given 5 players
      When the game is played to the end with random agents seeded 7
      Then no card moved from every first-place
      And no card moved from every second-place
      And the game is over
