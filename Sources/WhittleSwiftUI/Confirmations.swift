#if canImport(SwiftUI)
import SwiftUI
import Whittle

extension View {
    /// Shows the questions of `confirmation` — an alert, or a confirmation dialog for a
    /// request that prefers an action sheet — and gives it the user's answer.
    ///
    /// ```swift
    /// ProfileView(logic: logic)
    ///     .confirmations(confirmation)   // the logic controller asks through it
    /// ```
    public func confirmations(_ confirmation: ObservableConfirmation) -> some View {
        modifier(ConfirmationModifier(confirmation: confirmation))
    }
}

private struct ConfirmationModifier: ViewModifier {
    @Bindable var confirmation: ObservableConfirmation

    func body(content: Content) -> some View {
        content
            .alert(
                confirmation.request?.title ?? "", isPresented: $confirmation.isShowingAlert, presenting: confirmation.request
            ) { request in
                buttons(for: request)
            } message: { request in
                Text(request.message)
            }
            .confirmationDialog(
                confirmation.request?.title ?? "", isPresented: $confirmation.isShowingActionSheet,
                titleVisibility: confirmation.request?.title == nil ? .hidden : .visible, presenting: confirmation.request
            ) { request in
                buttons(for: request)
            } message: { request in
                Text(request.message)
            }
    }

    @ViewBuilder
    private func buttons(for request: ConfirmationRequest) -> some View {
        Button(request.cancelLabel, role: .cancel) { confirmation.answer(false) }
        Button(request.confirmLabel, role: request.isDestructive ? .destructive : nil) { confirmation.answer(true) }
    }
}
#endif
