import Foundation

// The command line's only job: read arguments and files, call NavGenCore, write results.
let status = CommandRouter.run(Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
