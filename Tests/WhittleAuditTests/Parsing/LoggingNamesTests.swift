import Testing
@testable import WhittleAudit

/// Which call names are loggers by their spelling (``LoggingNames``): an interpolation or a
/// format inside one is log text, not display text.
struct LoggingNamesTests {
    @Test(arguments: [
        "DDLogError", "DDLogInfo", "DDLogVerbose", "DLog", "ALog", "NSLog", "AILog", "AILogWithSignature", "Log",
        "ILOG", "DLOG", "ELOG", "VLOG", "WLOG", "LOG", "LOGE", "LOG_ERROR", "DDLOG", "APP_LOG", "logError", "logDebug",
        "logWarning", "infoLog", "verboseLog", "errorLog", "slog", "swlog", "dlog", "pp_log_g", "log_error", "app_log",
        "os_log_debug", "AWKDebugLog", "DebugLog", "XYErrorLog", "printLog", "writeLog",
        "PreyLogger", "PreyLoggerWarn", "AppLoggerError", "Logger", "logw", "logd", "loge", "logE", "logD", "logI", "printDebug", "printError",
        "printWarning",
    ])
    func loggerNames(_ name: String) {
        #expect(LoggingNames.namesLogger(Array(name.utf8)))
    }

    @Test(arguments: [
        "LoginViewController", "LogViewController", "Logo", "CatalogView", "DIALOG", "CATALOG", "LOGIN", "logEvent",
        "login", "logout", "logA", "logS", "showDialog", "backlog", "Blog", "log", "lo", "URL", "logo",
        "blog", "dialog", "catalog", "showLog", "changeLog", "auditLog", "log_in", "log_out_user", "catalog_item",
        "show_dialog", "Log_Event", "AWKShowLog", "ShowLog", "blueprintLog", "reprintLog", "printLogs", "writeLogFile",
        "LoggerView", "ShowLoggerSettings", "Loggers", "logs", "printer", "printPage", "printed",
    ])
    func otherNames(_ name: String) {
        #expect(!LoggingNames.namesLogger(Array(name.utf8)))
    }
}
