@lead-and-follow
Feature: Setting up Lead and Follow
  The deck is shuffled and dealt out one card at a time, as far as it goes evenly; what is left
  lies aside face down. The last seat deals, and the player on the dealer's left leads.

  Background:
    Given the game "lead-and-follow"

  @TRK-S1
  Scenario Outline: The deck is dealt evenly and the rest is set aside (<players> players)
    Given <players> players
    Then every hand holds <hand> cards
    And the aside holds <aside> cards
    And the stock is empty
    And the stock was shuffled by rule TRK-S1

    Examples:
      | players | hand | aside |
      | 3       | 13   | 1     |
      | 4       | 10   | 0     |
      | 5       | 8    | 0     |

  @TRK-S1
  Scenario: Nobody sees the card set aside
    Given 3 players
    And the aside holds hearts 4
    Then Anna cannot see hearts 4
    And Ben cannot see hearts 4

  @TRK-S2
  Scenario: The player on the dealer's left leads the first trick
    Given the players Anna, Ben and Cleo
    Then Cleo is the dealer
    And Anna is the leader
    And Anna must choose "card to lead"
