import OpenQuartzCore

extension Diagnostic.Code {
    /// A storyboard or nib that cannot be loaded: not found in its bundle ("Could not find a storyboard named
    /// …", "Could not load NIB in bundle"), malformed or truncated XML, not an Interface Builder document,
    /// an identifier with no controller, a cycle of embed segues. Nothing of the file is made.
    public static let invalidInterfaceBuilderDocument = Diagnostic.Code(rawValue: "invalidInterfaceBuilderDocument")
    /// An element or attribute of an Interface Builder document that OpenUIKit does not read (reported once
    /// per file and ignored, as newer Xcode versions add some).
    public static let unknownInterfaceBuilderContent = Diagnostic.Code(rawValue: "unknownInterfaceBuilderContent")
    /// A `customClass` that names no class ("Unknown class … in Interface Builder file."): the element's
    /// UIKit class is made instead.
    public static let unknownInterfaceBuilderClass = Diagnostic.Code(rawValue: "unknownInterfaceBuilderClass")
    /// An outlet or runtime attribute the object does not declare ("this class is not key value
    /// coding-compliant for the key …"), or an action it does not declare ("unrecognized selector sent to
    /// instance"): the connection is skipped and the load goes on.
    public static let undefinedInterfaceBuilderKey = Diagnostic.Code(rawValue: "undefinedInterfaceBuilderKey")
}
