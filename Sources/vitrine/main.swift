import VitrineCommands

await VitrineCommand.main()
