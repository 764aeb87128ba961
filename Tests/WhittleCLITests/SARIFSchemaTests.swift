import Foundation
import Testing

struct SARIFSchemaTests {
    /// The official SARIF 2.1.0 schema (validation keywords of oasis-tcs/sarif-spec's
    /// `sarif-schema-2.1.0.json`), found from this file's path so no resource bundle is
    /// needed; it lives in `Tests/Schemas/`, outside the target folder, so SwiftPM does not
    /// ask for it to be declared.
    static let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Schemas/sarif-schema-2.1.0.json").path

    /// `whittle audit --format sarif` output validates against the SARIF 2.1.0 schema, for a
    /// report with findings and for an empty one. Needs python3 with jsonschema (`.ci/run`
    /// installs it).
    @Test(arguments: [true, false])
    func sarifOutputMatchesTheSchema(withFindings: Bool) throws {
        let workspace = try Workspace()
        try workspace.write("App/Screen.swift", withFindings ? AppFixtures.massiveProfile() : AppFixtures.leanSettings)
        let audit = try WhittleProcess.run(["audit", "App", "--format", "sarif"], in: workspace.url)
        #expect(audit.status == (withFindings ? 1 : 0))
        try workspace.write("out.sarif", audit.standardOutput)

        let validator = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            log = json.load(open(sys.argv[2]))
            errors = sorted(jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker()).iter_errors(log), key=str)
            for error in errors:
                print(list(error.absolute_path), error.message)
            sys.exit(1 if errors else 0)
            """
        let check = try PythonCheck.run(validator, arguments: [Self.schemaPath, workspace.path("out.sarif")])
        #expect(check.status == 0, "SARIF does not validate (or python3/jsonschema is missing): \(check.output)")
        if withFindings {
            #expect(audit.standardOutput.contains("\"results\" : ["))
            #expect(audit.standardOutput.contains("\"startLine\""))
        }
    }
}
