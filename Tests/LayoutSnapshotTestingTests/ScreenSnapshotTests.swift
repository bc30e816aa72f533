import Foundation
import LayoutShotUIKit
import LayoutSnapshotTesting
import Testing

/// A view controller as the subject of the one assertion: one reference per device, named as every matrix is.
@MainActor
@Suite struct ScreenSnapshotTests {
    final class Numbers: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 8 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    final class Screen: UIViewController {
        let numbers = Numbers()
        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 60)
            let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = numbers
            view.addSubview(collectionView)
        }
    }

    @Test func aScreenIsRecordedPerDeviceAndVerified() throws {
        let directory = try Fixture.temporaryDirectory()
        let devices = ["iPhone SE (3rd generation)", "iPad Air (5th generation)"].compactMap(DeviceModel.named)
        let matrix = SnapshotMatrix(devices: devices)
        #expect(verifyLayoutSnapshot(
            of: .screen { Screen() }, as: [.layout], matrix: matrix, named: "numbers", record: .all, snapshotDirectory: directory,
            testName: "screen()") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
            "screen.numbers.iPad-Air-5th-generation.portrait.layout.json", "screen.numbers.iPhone-SE-3rd-generation.portrait.layout.json",
        ])
        #expect(verifyLayoutSnapshot(
            of: .screen { Screen() }, as: [.layout], matrix: matrix, named: "numbers", record: .never, snapshotDirectory: directory,
            testName: "screen()") == nil)
        let without = verifyLayoutSnapshot(of: .screen { Screen() }, as: [.layout], matrix: nil, named: "numbers", record: .all,
                                           snapshotDirectory: directory, testName: "screen()")
        #expect(without?.contains("a screen needs a matrix that lists devices") == true)
    }
}
