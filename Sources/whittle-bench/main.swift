// `swift run -c release whittle-bench <diff|audit|query|check> [options]`: speed measured against a
// peer in the same run (CollectionDifference for the diff, SwiftParser and swift-format for
// the audit, GRDB's fetchAll for the query data source). Release builds only: debug numbers mean nothing.
// `check` runs the auditor's two Swift paths against each other (see FrontEndCheckCommand).

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "diff":
    DiffBenchmark.run(arguments: Array(arguments.dropFirst()))
case "audit":
    AuditBenchmark.run(arguments: Array(arguments.dropFirst()))
case "query":
    await QueryBenchmark.run(arguments: Array(arguments.dropFirst()))
case "check":
    FrontEndCheckCommand.run(arguments: Array(arguments.dropFirst()))
default:
    print("usage: whittle-bench <diff|audit|query|check> [options]")
}
