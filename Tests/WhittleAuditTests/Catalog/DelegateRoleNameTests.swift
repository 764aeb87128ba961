import Testing
@testable import WhittleAudit

/// Which names say a type or a property holds a screen's logic (``CatalogNames/isDelegateRole(_:)``,
/// ``CatalogNames/namesDelegateRoleProperty(_:)``): calls on it leave the work to it.
struct DelegateRoleNameTests {
    private static let names = AuditCatalog().names

    @Test(arguments: ["viewModel", "loginViewModel", "presenter", "settingsPresenter", "coordinator", "reactor", "interactor"])
    func propertiesNamedForARole(_ name: String) {
        #expect(Self.names.namesDelegateRoleProperty(name))
    }

    @Test(arguments: ["model", "viewmodel", "store", "api", "modelView", "presenterCache", "v", ""])
    func otherProperties(_ name: String) {
        #expect(!Self.names.namesDelegateRoleProperty(name))
    }

    @Test(arguments: ["LoginViewModel", "SettingReactor", "LoadingViewModelType", "DataDonationViewModelProtocol"])
    func typesInARole(_ name: String) {
        #expect(Self.names.isDelegateRole(name))
    }
}
