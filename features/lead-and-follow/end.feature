@lead-and-follow
Feature: The end of Lead and Follow
  The game ends once the hands are empty. Every trick taken is a point; the most points wins, and
  players tied on the most all win.

  Background:
    Given the game "lead-and-follow"
    And the players Anna, Ben and Cleo

  @TRK-E1
  Scenario: The game ends when the last trick has been played
    When the game is played to the end with first-legal agents
    Then the game is over
    And the trigger "hands-empty" fired
    And every hand is empty
    And there are 39 cards in every taken

  @TRK-E1
  Scenario: The game goes on while cards are left in the hands
    Given Anna's hand holds bells 10 and acorns 1
    And Ben's hand holds bells 2 and acorns 10
    And Cleo's hand holds bells 3 and leaves 5
    When the players choose:
      | player | answer   |
      | Anna   | bells 10 |
      | Ben    | bells 2  |
      | Cleo   | bells 3  |
    Then the game is not over
    And the trigger "hands-empty" did not fire

  @TRK-E2
  Scenario: Players tied on the most tricks share the win
    Given Anna's hand holds bells 10 and acorns 1
    And Ben's hand holds bells 2 and acorns 10
    And Cleo's hand holds bells 3 and leaves 5
    When the players choose:
      | player | answer   |
      | Anna   | bells 10 |
      | Ben    | bells 2  |
      | Cleo   | bells 3  |
      | Anna   | acorns 1 |
      | Ben    | acorns 10 |
      | Cleo   | leaves 5 |
    Then the game is over
    And Anna scores 1
    And Ben scores 1
    And Cleo scores 0
    And the winners are Anna and Ben

  @TRK-E2
  Scenario: The most tricks wins alone
    Given Anna's hand holds bells 10 and acorns 9
    And Ben's hand holds bells 2 and acorns 1
    And Cleo's hand holds bells 3 and leaves 5
    When the game is played to the end with first-legal agents
    Then Anna scores 2
    And the winner is Anna
