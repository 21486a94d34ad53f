import Foundation
import OpenCoreGraphics
@testable import OpenQuartzCore
import Testing
import OpenUIKitTesting

/// Apple's defaults of CAShapeLayer, CAGradientLayer, CATextLayer and CAReplicatorLayer, their keys through
/// key-value coding, and which of their keys are animatable.
@Suite("CALayer subclass defaults", .freshApplication)
struct LayerSubclassDefaultsTests {
    @Test @MainActor func shapeLayerDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.fillRule == .nonZero)
        #expect(shape.strokeColor == nil)
        #expect(shape.lineWidth == 1)
        #expect(shape.lineCap == .butt)
        #expect(shape.lineJoin == .miter)
        #expect(shape.miterLimit == 10)
        #expect(shape.lineDashPattern == nil)
        #expect(shape.lineDashPhase == 0)
        #expect(shape.strokeStart == 0)
        #expect(shape.strokeEnd == 1)
        #expect(shape.fillRule.rawValue == "non-zero" && CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
    }

    @Test @MainActor func gradientLayerDefaults() {
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil)
        #expect(gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
    }

    @Test @MainActor func textLayerDefaults() {
        let text = CATextLayer()
        #expect(text.string == nil)
        #expect(text.fontSize == 36)
        // CATextLayer.h: "Defaults to the Helvetica font."
        #expect(text.font as? String == "Helvetica")
        #expect(CATextLayer.defaultValue(forKey: "font") as? String == "Helvetica")
        #expect(text.foregroundColor == CGColor(gray: 1, alpha: 1))
        #expect(!text.isWrapped)
        #expect(text.truncationMode == .none)
        #expect(text.alignmentMode == .natural)
    }

    @Test @MainActor func replicatorLayerDefaults() {
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1)
        #expect(replicator.instanceDelay == 0)
        #expect(CATransform3DIsIdentity(replicator.instanceTransform))
        #expect(replicator.instanceColor == CGColor(gray: 1, alpha: 1))
        #expect(replicator.instanceRedOffset == 0 && replicator.instanceGreenOffset == 0)
        #expect(replicator.instanceBlueOffset == 0 && replicator.instanceAlphaOffset == 0)
        #expect(!replicator.preservesDepth)
        let reports = Diagnostics.capture { replicator.instanceCount = -1 }
        #expect(reports.map(\.code) == [.invalidArgument])
        #expect(replicator.instanceCount == 1)
    }

    @Test @MainActor func subclassKeysThroughKeyValueCoding() {
        let shape = CAShapeLayer()
        shape.setValue(0.5, forKey: "strokeEnd")
        shape.setValue(3, forKey: "lineWidth")
        shape.setValue(numbers([4, 2]), forKey: "lineDashPattern")
        #expect(shape.strokeEnd == 0.5 && shape.lineWidth == 3)
        #expect(shape.lineDashPattern?.map(\.doubleValue) == [4, 2])
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        shape.setValue(path, forKey: "path")
        #expect(shape.path == path)
        let gradient = CAGradientLayer()
        gradient.setValue([color(1, 0, 0), color(0, 0, 1)], forKey: "colors")
        gradient.setValue(numbers([0, 1]), forKey: "locations")
        #expect((gradient.colors as? [CGColor]) == [color(1, 0, 0), color(0, 0, 1)])
        #expect(gradient.locations?.map(\.doubleValue) == [0, 1])
        #expect(number(gradient.value(forKeyPath: "startPoint.y")) == 0)
        let text = CATextLayer()
        text.setValue("Hi", forKey: "string")
        text.setValue(12, forKey: "fontSize")
        #expect(text.string as? String == "Hi" && text.fontSize == 12)
        let replicator = CAReplicatorLayer()
        replicator.setValue(0.2, forKey: "instanceDelay")
        #expect(replicator.instanceDelay == 0.2)
        // Wrong types on subclass keys.
        let reports = Diagnostics.capture {
            shape.setValue("thick", forKey: "lineWidth")
            shape.setValue(["a", "b"], forKey: "lineDashPattern")
            gradient.setValue([1, 2], forKey: "colors")
        }
        #expect(reports.map(\.code) == [.wrongValueType, .wrongValueType, .wrongValueType])
        #expect(shape.lineWidth == 3)
        #expect(shape.lineDashPattern?.map(\.doubleValue) == [4, 2])
        #expect((gradient.colors as? [CGColor])?.count == 2)
    }

    @MainActor private func number(_ value: Any?) -> Double? { LayerValueKind.number(value) }

    @Test @MainActor func animatableKeys() {
        // Apple documents these as animatable; the others are not.
        let animatable: [(CALayer.Type, [String])] = [
            (
                CALayer.self,
                [
                    "bounds", "position", "zPosition", "anchorPoint", "transform", "sublayerTransform",
                    "backgroundColor", "opacity", "hidden", "cornerRadius", "borderWidth", "borderColor",
                    "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath",
                    "masksToBounds", "contentsRect", "doubleSided", "shouldRasterize", "rasterizationScale",
                    "contentsScale",
                ]
            ),
            (
                CAShapeLayer.self,
                [
                    "path", "fillColor", "strokeColor", "lineWidth", "miterLimit", "lineDashPattern",
                    "lineDashPhase", "strokeStart", "strokeEnd",
                ]
            ),
            (CAGradientLayer.self, ["colors", "locations", "startPoint", "endPoint"]),
            (CATextLayer.self, ["fontSize", "foregroundColor"]),
            (
                CAReplicatorLayer.self,
                [
                    "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
                    "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset",
                ]
            ),
        ]
        for (type, keys) in animatable {
            for key in keys {
                #expect(type.propertyTable[key]?.isAnimatable == true, "\(type).\(key) should be animatable")
            }
        }
        let fixed: [(CALayer.Type, [String])] = [
            (CAShapeLayer.self, ["fillRule", "lineCap", "lineJoin"]),
            (CATextLayer.self, ["string", "font", "wrapped", "truncationMode", "alignmentMode"]),
            (CAReplicatorLayer.self, ["instanceCount", "preservesDepth"]),
            (CAGradientLayer.self, ["type"]),
            (CALayer.self, ["contentsGravity", "opaque"]),
        ]
        for (type, keys) in fixed {
            for key in keys {
                #expect(type.propertyTable[key]?.isAnimatable == false, "\(type).\(key) should not be animatable")
            }
        }
        // The default action exists exactly for animatable keys.
        #expect(CAShapeLayer.defaultAction(forKey: "strokeEnd") is CABasicAnimation)
        #expect(CAShapeLayer.defaultAction(forKey: "lineCap") == nil)
        #expect(CALayer.defaultAction(forKey: "noSuchKey") == nil)
    }
}
