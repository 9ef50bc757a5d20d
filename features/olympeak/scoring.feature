@olympeak
Feature: Places and points at the end of OlymPeak
  At the end the contenders' places on the track are compared with each player's two predictions:
  a contender predicted first scores 5 in first place and 3 in second; a contender predicted second
  scores 3 in first place and 4 in second; third and fourth place score nothing. Contenders on the
  same space share their place, and every player with the most points wins.

  In these races every player holds cards for one contender only, so each turn adds one card to
  each column; the leftmost contender card (green) shows 1 round, and the game ends after the sixth
  turn, when the columns hold 6 cards.

  Rule: The example of the rulebook (OPK-X3)

    @OPK-X3 @OPK-G3 @OPK-G4 @OPK-R1 @OPK-G1 @OPK-G2 @OPK-S1
    Scenario: Sharon is wrong about the order of the two winners and still beats Danny
      Given the game "olympeak"
      And the players Sharon and Danny
      And the card "green contender" has rounds 1
      And the contender-row holds green contender, blue contender and red contender
      And Sharon's hand holds Progress 90, Progress 95, Progress 96, Progress 97, Progress 81 and Progress 82
      And Danny's hand holds Progress 51, Progress 52, Progress 66, Progress 71, Progress 85 and Progress 86
      And Sharon's first-place holds green tile 1
      And Sharon's second-place holds blue tile 1
      And Danny's first-place holds blue tile 2
      And Danny's second-place holds red tile 1
      When the game is played to the end with first-legal agents
      Then the game is over
      And the position of each is:
        | blue  | 22 |
        | green | 15 |
        | red   | 0  |
      # white does not race with two players, so it has no place (0)
      And the place of each is:
        | blue  | 1 |
        | green | 2 |
        | red   | 3 |
        | white | 0 |
      And Sharon scores 6
      And Danny scores 5
      And the winner is Sharon

  Rule: The predictions score when the game ends, not before (OPK-G3)

    # A player's view shows the points all game: nothing is counted before the end.
    @OPK-G3
    Scenario: Everyone's points are 0 until the game ends
      Given the game "olympeak"
      And 4 players
      Then Anna's points are 0
      And Ben's points are 0
      And Cleo's points are 0
      And Dora's points are 0
      When the game is played to the end with first-legal agents
      Then the game is over

  Rule: The scoring table (OPK-G3)

    Background:
      Given the game "olympeak"
      And 4 players
      And the contender-row holds green contender, blue contender, red contender and white contender
      And Anna's hand holds Progress 90, Progress 95, Progress 96, Progress 97, Progress 81 and Progress 82
      And Ben's hand holds Progress 93, Progress 101, Progress 102, Progress 103, Progress 71 and Progress 66
      And Cleo's hand holds Progress 91, Progress 92, Progress 98, Progress 99, Progress 31 and Progress 32
      And Dora's hand holds Progress 53, Progress 59, Progress 72, Progress 73, Progress 74 and Progress 75

    @OPK-G3 @OPK-G2
    Scenario Outline: Anna predicts <first> first and <second> second: <points> points
      Given Anna's first-place holds <first> tile 1
      And Anna's second-place holds <second> tile 1
      When the game is played to the end with first-legal agents
      Then the position of each is:
        | blue  | 22 |
        | green | 21 |
        | red   | 18 |
        | white | 16 |
      And the place of each is:
        | blue  | 1 |
        | green | 2 |
        | red   | 3 |
        | white | 4 |
      And Anna scores <points>

      Examples: the first-place prediction in first, second and third place
        | first | second | points |
        | blue  | white  | 5      |
        | green | white  | 3      |
        | red   | white  | 0      |

      Examples: the second-place prediction in first, second and fourth place
        | first | second | points |
        | white | blue   | 3      |
        | white | green  | 4      |
        | white | red    | 0      |

  Rule: Contenders on the same space share their place; all players tied on the most points win (OPK-G2, OPK-G4)

    Background:
      Given the game "olympeak"
      And 4 players
      And the contender-row holds green contender, blue contender, red contender and white contender
      And Anna's hand holds Progress 90, Progress 95, Progress 96, Progress 97, Progress 81 and Progress 82
      And Ben's hand holds Progress 93, Progress 101, Progress 102, Progress 103, Progress 71 and Progress 85
      And Cleo's hand holds Progress 91, Progress 92, Progress 98, Progress 99, Progress 31 and Progress 32
      And Dora's hand holds Progress 53, Progress 59, Progress 72, Progress 73, Progress 74 and Progress 75
      And Anna's first-place holds blue tile 1
      And Anna's second-place holds green tile 1
      And Ben's first-place holds red tile 2
      And Ben's second-place holds white tile 2
      And Cleo's first-place holds green tile 3
      And Cleo's second-place holds blue tile 3
      And Dora's first-place holds white tile 4
      And Dora's second-place holds red tile 4

    @OPK-G2 @OPK-G4 @places-after-a-tie=skip
    Scenario: Blue and green share first place; red is third (the default)
      When the game is played to the end with first-legal agents
      Then the position of each is:
        | blue  | 22 |
        | green | 22 |
        | red   | 18 |
        | white | 16 |
      And the place of each is:
        | blue  | 1 |
        | green | 1 |
        | red   | 3 |
        | white | 4 |
      And the scores are:
        | Anna | 8 |
        | Ben  | 0 |
        | Cleo | 8 |
        | Dora | 0 |
      And the winners are Anna and Cleo

    @OPK-G2 @OPK-G4 @places-after-a-tie=follow
    Scenario: With places-after-a-tie set to follow, red is second after the shared first place
      When the game is played to the end with first-legal agents
      Then the place of each is:
        | blue  | 1 |
        | green | 1 |
        | red   | 2 |
        | white | 3 |
      And the scores are:
        | Anna | 8 |
        | Ben  | 3 |
        | Cleo | 8 |
        | Dora | 4 |
      And the winners are Anna and Cleo
