import ArgumentParser
import WhittleAudit

extension ReportFormat: ExpressibleByArgument {}
