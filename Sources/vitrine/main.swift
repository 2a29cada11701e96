import VitrineCommands

await VitrineCommand.runFromCommandLine()
