@olympeak
Feature: The rulebook's examples of OlymPeak
  The rulebook tells a turn of a four player game, a four player game four turns in, and the end of
  a game with Sharon's and Danny's predictions. Each story is played here as the rulebook tells it.

  @OPK-X1 @OPK-T1 @OPK-T2 @OPK-T4 @OPK-T6
  Scenario: Example of a turn in a 4 player game (Danny, Roni, Sharon and Tammy)
    # Seated clockwise Roni, Danny, Sharon, Tammy: "after him, following clockwise rotation, Danny".
    Given the game "olympeak"
    And the players Roni, Danny, Sharon and Tammy
    And the card "Progress 1" has heads 4
    And the card "Progress 1" has value -2
    And the card "Progress 10" has heads 4
    And the card "Progress 10" has value -1
    And the card "Progress 50" has heads 3
    And the card "Progress 15" has signs red,white
    And Roni's hand holds Progress 1, Progress 20, Progress 21, Progress 22, Progress 23 and Progress 24
    And Danny's hand holds Progress 50, Progress 25, Progress 26, Progress 27, Progress 28 and Progress 29
    And Sharon's hand holds Progress 15, Progress 30, Progress 33, Progress 34, Progress 35 and Progress 36
    And Tammy's hand holds Progress 10, Progress 37, Progress 38, Progress 39, Progress 40 and Progress 41
    When first legal options are chosen until Roni must choose "card to play"
    And the players choose:
      | player | answer      | decision     |
      | Roni   | Progress 1  | card to play |
      | Danny  | Progress 50 | card to play |
      | Sharon | Progress 15 | card to play |
      | Tammy  | Progress 10 | card to play |
    # Roni and Tammy both show a 4-head hydra; Roni's card has the lower value.
    Then Roni must choose "column" from green and white
    When Roni chooses white for "column"
    Then Danny must choose "column" from red
    When Danny chooses red for "column"
    # Sharon's card can only go under white or red: she loses her turn.
    Then Tammy must choose "column" from blue and green
    And Sharon's hand holds 7 cards
    And Sharon's hand contains Progress 15
    When Tammy chooses blue for "column"
    Then there are 3 cards in the tableau
    And cell 1, white of the tableau holds "Progress 1"
    And cell 1, red of the tableau holds "Progress 50"
    And cell 1, blue of the tableau holds "Progress 10"
    And cell 1, green of the tableau is empty
