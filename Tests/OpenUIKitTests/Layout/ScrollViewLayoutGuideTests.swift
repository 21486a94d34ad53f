import Foundation
import Testing
@testable import OpenUIKit

/// `UIScrollView.contentLayoutGuide` and `frameLayoutGuide`: the content size from the constraints on the
/// content guide, the frame guide's size. Expected sizes are the constraint equations'.
@MainActor
@Suite(.freshApplication) struct ScrollViewLayoutGuideTests {
    @Test func constraintsToTheContentGuideGiveTheContentSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(scroll)
        let column = UIView()
        column.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(column)
        let content = scroll.contentLayoutGuide, frame = scroll.frameLayoutGuide
        let height = column.heightAnchor.constraint(equalToConstant: 1000)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 10),
            column.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
            column.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            column.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -30),
            column.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -20), height,
        ])
        root.layoutIfNeeded()
        // width: 320 − 20 = 300 for the column, + 10 + 10 for the guide; height 20 + 1000 + 30.
        #expect(column.frame == CGRect(x: 10, y: 20, width: 300, height: 1000))
        #expect(scroll.contentSize == CGSize(width: 320, height: 1050))
        #expect(content.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1050))
        #expect(frame.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(content.identifier == "UIScrollView-contentLayoutGuide")
        height.constant = 400
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 450))
    }

    @Test func anAxisNoConstraintDecidesKeepsTheContentSizeSet() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: 900, height: 700)
        root.addSubview(scroll)
        let row = UIView()
        row.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(row)
        NSLayoutConstraint.activate([
            row.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            row.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            row.heightAnchor.constraint(equalToConstant: 2000),
            row.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            row.widthAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        // The height is the row's; nothing ties the guide's width, which keeps the 900 set.
        #expect(scroll.contentSize == CGSize(width: 900, height: 2000))
        #expect(!scroll.hasAmbiguousLayout)
    }
}
