import Core
import Testing

/// Work the scheduler runs off the event loop speaks the language of the one who started it:
/// a detached task keeps no task-local, and a server's rows made there came out in English.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct SchedulerLanguageTests {
    @Test func workStartedInSpanishIsDoneInSpanish() async {
        // Given
        let scheduler = EventLoopScheduler(clock: .virtual)
        let spanish = Localizer(.spanish, tables: AppStrings.tables(features: AppComposition.features))
        var shown: String?

        // When a character's status is worded off the loop, as a detail's cast is from a server
        Localizer.$current.withValue(spanish) {
            scheduler.run({ CharacterStrings.shown("Alive") }, completion: { shown = try? $0.get() })
        }
        await scheduler.settle(until: { shown != nil })

        // Then
        #expect(shown == "Vivo")
    }

    @Test func workStartedInEnglishStaysEnglish() async {
        let scheduler = EventLoopScheduler(clock: .virtual)
        var shown: String?
        scheduler.run({ CharacterStrings.shown("Alive") }, completion: { shown = try? $0.get() })
        await scheduler.settle(until: { shown != nil })
        #expect(shown == "Alive")
    }
}
