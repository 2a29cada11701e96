import VitrineCommands

VitrineCommand.prepareProcess(arguments: CommandLine.arguments)
await VitrineCommand.runFromCommandLine()
