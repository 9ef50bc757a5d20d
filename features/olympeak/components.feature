@olympeak
Feature: OlymPeak components
  Four contender cards, 105 progress cards, 15 order cards, 24 contender tiles and a track from -5
  to 35, for 2 to 6 players. The printed cards are not public: the deck is reconstructed, and these
  scenarios check it against what the rulebook says about it. With 6 players every card and tile
  is in play, so the draw pile and the hands hold the whole deck once the preparation is done.

  Background:
    Given the game "olympeak"
    And 6 players

  Rule: Four contenders, each with a card showing 1 to 3 rounds (OPK-C1)

    @OPK-C1
    Scenario: One contender card per contender, showing 1, 2 or 3 rounds
      When first legal options are chosen until Anna must choose "card to play"
      Then there are 4 cards in the contender-row
      And the cards in the contender-row with rounds 1 have contender green
      And the cards in the contender-row with rounds 2 have contender blue and white
      And the cards in the contender-row with rounds 3 have contender red

    @OPK-C1
    Scenario Outline: The <contender> contender card is named in <language>
      Then "<name>" in <language> names the card "<contender>-card"

      Examples:
        | contender | language | name            |
        | blue      | en       | blue contender  |
        | white     | en       | white contender |
        | green     | de       | Kandidat grün   |
        | red       | ko       | 빨강 선수           |

  Rule: 105 progress cards of value -2 to +4, with signs, a hydra of 1 to 4 heads, some starred (OPK-C2)

    @OPK-C2
    Scenario: 105 progress cards, each with a value, signs and a hydra
      When first legal options are chosen until Anna must choose "card to play"
      Then 105 of the cards in the draw-pile and every hand carry a heads
      And every card in the draw-pile and every hand with a heads has value from -2 to 4
      And every card in the draw-pile and every hand with a heads has heads from 1 to 4
      And every card in the draw-pile and every hand with a heads has at least 1 signs
      And 10 of the cards in the draw-pile and every hand with a heads have star true

    @OPK-C2
    Scenario Outline: Some progress card has value <value>
      When first legal options are chosen until Anna must choose "card to play"
      Then some card in the draw-pile and every hand with a heads has value <value>

      Examples:
        | value |
        | -2    |
        | -1    |
        | 0     |
        | 1     |
        | 2     |
        | 3     |
        | 4     |

    @OPK-C2
    Scenario Outline: Some hydra has <heads> heads
      When first legal options are chosen until Anna must choose "card to play"
      Then some card in the draw-pile and every hand with a heads has heads <heads>

      Examples:
        | heads |
        | 1     |
        | 2     |
        | 3     |
        | 4     |

    @OPK-C2
    Scenario: A card's signs name the contenders it may go under
      Given the card "Progress 15" has signs red,white
      And the card "Progress 22" has signs blue,red,green,white
      And the card "Progress 49" has signs blue

  Rule: 15 order cards, 5 each of stop, remove and insert, with no hydra (OPK-C3)

    @OPK-C3
    Scenario: Five stop, five remove and five insert cards
      When first legal options are chosen until Anna must choose "card to play"
      Then 15 of the cards in the draw-pile and every hand carry an order
      And 5 of the cards in the draw-pile and every hand with an order have order stop
      And 5 of the cards in the draw-pile and every hand with an order have order remove
      And 5 of the cards in the draw-pile and every hand with an order have order insert
      And 120 of the cards in the draw-pile and every hand carry a star

  Rule: A track from -5 to 35, every cube at Start (OPK-C4)

    @OPK-C4 @OPK-S3
    Scenario: The four cubes start at 0
      When first legal options are chosen until Anna must choose "card to play"
      Then the position of each is:
        | blue  | 0 |
        | red   | 0 |
        | green | 0 |
        | white | 0 |

  Rule: 24 contender tiles, 6 of each, for 2 to 6 players (OPK-C5)

    @OPK-C5 @OPK-S7
    Scenario: Six players get one tile of each contender: all 24
      When first legal options are chosen until Anna must choose "card to play"
      Then there are 24 cards in every tile-set, every first-place and every second-place
      And 6 of the cards in every tile-set, every first-place and every second-place have contender blue
      And 6 of the cards in every tile-set, every first-place and every second-place have contender red
      And 6 of the cards in every tile-set, every first-place and every second-place have contender green
      And 6 of the cards in every tile-set, every first-place and every second-place have contender white
      And the tile-supply is empty

    @OPK-C5
    Scenario: Two to six may play
      Then the game allows 2 to 6 players
