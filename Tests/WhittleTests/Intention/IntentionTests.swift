import Testing
import Whittle

@MainActor
struct IntentionTests {
    final class Photo {
        var isFavorite = false
        var rating = 0
    }

    /// An intention applies each event to its model; no view controller is involved.
    @Test func eachEventUpdatesTheModel() {
        let photo = Photo()
        let toggleFavorite = Intention<Photo, Void>(model: photo) { photo, _ in photo.isFavorite.toggle() }
        toggleFavorite.handle(())
        #expect(photo.isFavorite)
        toggleFavorite.handle(())
        #expect(!photo.isFavorite)

        let rate = Intention(model: photo) { (photo, stars: Int) in photo.rating = min(max(stars, 0), 5) }
        rate.handle(7)
        #expect(photo.rating == 5)
        #expect(rate.model === photo)
    }
}
