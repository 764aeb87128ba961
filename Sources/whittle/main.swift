import WhittleCLI

WhittleCommand.main()
