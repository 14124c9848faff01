import TerminalApp

ChallengeCommand.main()
