@lead-and-follow
Feature: The cards of Lead and Follow
  Forty cards in four suits, each suit running from 1 to 10; three to five players.

  Background:
    Given the game "lead-and-follow"
    And 4 players

  @TRK-C1
  Scenario: Forty cards, ten in each suit, dealt out completely
    Then there are 40 cards in every hand and the aside
    And 10 of the cards in every hand and the aside have suit bells
    And 10 of the cards in every hand and the aside have suit hearts
    And 4 of the cards in every hand and the aside have value 7
    And the game allows 3 to 5 players

  @TRK-T3
  Scenario: The basic game has no trumps
    Then the option "trumps" defaults to "no-trumps"
    And the option "trumps" has the values no-trumps and hearts
    And the option "trumps" resolves TRK-T3
